import { Link } from 'wouter';
import { MESSAGES } from '@domain/messages';
import { LegalPage, SupportEmail, withParts, type LegalSection } from './LegalPage';
import { PAGE_MESSAGES } from './page-messages';

const TEXT = PAGE_MESSAGES.privacy;
// The session cookie's name (server/platform/auth): a name, the same in every language.
const SESSION_COOKIE = 'veoturg.session_token';

// The kinds of data, each a bold name and what is kept, in the order the page lists them.
const DATA_KINDS = [
  'account',
  'profile',
  'listings',
  'contacts',
  'payments',
  'alerts',
  'feedback',
  'mailLog',
  'activityLog',
  'security',
] as const;

// What the database holds (server/db/schema) and how long the code keeps it (decision 0042). Change
// this page with the schema: it promises no more and no less than the code does.
const SECTIONS: LegalSection[] = [
  {
    title: TEXT.controllerTitle,
    body: <p>{withParts(TEXT.controllerText, { email: <SupportEmail /> })}</p>,
  },
  {
    title: TEXT.dataTitle,
    body: (
      <ul>
        {DATA_KINDS.map((kind) => (
          <li key={kind}>
            <strong>{TEXT.data[`${kind}Label` as const]}</strong> {TEXT.data[kind]}
          </li>
        ))}
      </ul>
    ),
  },
  {
    title: TEXT.cookiesTitle,
    body: (
      <>
        <p>{withParts(TEXT.cookiesText, { cookie: <code>{SESSION_COOKIE}</code> })}</p>
        <p>{TEXT.cookiesNone}</p>
      </>
    ),
  },
  {
    title: TEXT.recipientsTitle,
    body: (
      <ul>
        <li>{TEXT.recipientStripe}</li>
        <li>{TEXT.recipientMail}</li>
        <li>{TEXT.recipientUsers}</li>
      </ul>
    ),
  },
  {
    title: TEXT.retentionTitle,
    body: (
      <ul>
        <li>{TEXT.retentionAccount}</li>
        <li>{TEXT.retentionSession}</li>
        <li>{TEXT.retentionLinks}</li>
        <li>{TEXT.retentionCounters}</li>
        <li>{TEXT.retentionListings}</li>
        <li>{TEXT.retentionDeletion}</li>
      </ul>
    ),
  },
  {
    title: TEXT.rightsTitle,
    body: (
      <>
        <p>
          {withParts(TEXT.rightsSettings, {
            settings: (
              <Link
                to="/profile-settings?tab=profile"
                className="font-medium text-brand-700 underline underline-offset-4"
              >
                {TEXT.rightsSettingsLink}
              </Link>
            ),
          })}
        </p>
        <p>{withParts(TEXT.rightsSupport, { email: <SupportEmail /> })}</p>
      </>
    ),
  },
];

export function PrivacyPage() {
  return (
    <LegalPage
      title={MESSAGES.nav.privacy}
      updated="2026-11-28"
      intro={<p>{TEXT.intro}</p>}
      sections={SECTIONS}
    />
  );
}
