import { Link } from 'wouter';
import { countMessage, fillMessage } from '@domain/catalogue';
import { MESSAGES } from '@domain/messages';
import { FREE_MONTHLY_CREDITS, MAX_FREE_DURATION_DAYS, PREMIUM_DURATIONS, TRIAL_DAYS } from '@domain/plans';
import { LegalPage, SupportEmail, withParts, type LegalSection } from './LegalPage';
import { PAGE_MESSAGES } from './page-messages';

const TEXT = PAGE_MESSAGES.terms;
const MAX_PREMIUM_DURATION_DAYS = Math.max(...PREMIUM_DURATIONS);
const linkClass = 'font-medium text-brand-700 underline underline-offset-4';

const SECTIONS: LegalSection[] = [
  {
    title: TEXT.serviceTitle,
    body: <p>{TEXT.serviceText}</p>,
  },
  {
    title: MESSAGES.auth.account,
    body: (
      <ul>
        <li>{TEXT.accountConfirm}</li>
        <li>{TEXT.accountPassword}</li>
        <li>{TEXT.accountConsent}</li>
      </ul>
    ),
  },
  {
    title: TEXT.listingsTitle,
    body: (
      <ul>
        <li>{TEXT.listingsTrue}</li>
        <li>
          {fillMessage(TEXT.listingsDuration, {
            free: countMessage(TEXT.upToDays, MAX_FREE_DURATION_DAYS),
            premium: countMessage(TEXT.upToDays, MAX_PREMIUM_DURATION_DAYS),
          })}
        </li>
        <li>{TEXT.listingsProhibited}</li>
      </ul>
    ),
  },
  {
    title: TEXT.contactsTitle,
    body: (
      <ul>
        <li>{countMessage(TEXT.contactsCredits, FREE_MONTHLY_CREDITS)}</li>
        <li>{TEXT.contactsPayment}</li>
        <li>{TEXT.contactsUse}</li>
      </ul>
    ),
  },
  {
    title: TEXT.premiumTitle,
    body: (
      <ul>
        <li>
          {withParts(TEXT.premiumPrice, {
            pricing: (
              <Link to="/hinnad" className={linkClass}>
                {TEXT.premiumPriceLink}
              </Link>
            ),
          })}
        </li>
        <li>{countMessage(TEXT.premiumTrial, TRIAL_DAYS)}</li>
        <li>{TEXT.premiumCancel}</li>
        <li>{TEXT.premiumStripe}</li>
      </ul>
    ),
  },
  {
    title: TEXT.liabilityTitle,
    body: <p>{TEXT.liabilityText}</p>,
  },
  {
    title: TEXT.closingTitle,
    body: (
      <p>
        {withParts(TEXT.closingText, {
          privacy: (
            <Link to="/privaatsus" className={linkClass}>
              {TEXT.closingPrivacyLink}
            </Link>
          ),
        })}
      </p>
    ),
  },
  {
    title: TEXT.changesTitle,
    body: <p>{withParts(TEXT.changesText, { email: <SupportEmail /> })}</p>,
  },
];

export function TermsPage() {
  return (
    <LegalPage
      title={MESSAGES.nav.terms}
      updated="2026-11-28"
      intro={<p>{TEXT.intro}</p>}
      sections={SECTIONS}
    />
  );
}
