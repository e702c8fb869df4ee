import type { ReportTargetType } from '@domain/contract/reports';
import type { Locale } from '@domain/locales';
import { m } from '@domain/paraglide/messages';
import { SITE_PAGES } from '@domain/site-pages';
import type { OutgoingMail } from '../../platform/mail/outbox';
import { mailLayout, type Support } from '../../platform/mail/templates';

// A moderator's decision, told to those it concerns (decision 0092), each in their own language:
// the owner when their listing or company was hidden before the decision, is after it or is
// deleted by it, and every reporter whose open report it closed. The owner's mail names no
// reporter and no count, and carries the moderator's note if one was written; a reporter's names
// no other reporter and never the note.

/** What a reader is told the decision did to the target. */
export type OwnerOutcome = 'hidden' | 'shown' | 'deleted';
export type ReporterOutcome = 'hidden' | 'dismissed' | 'resolved' | 'deleted';

type MailLinks = { publicUrl: string; support: Support };

const MODERATION = 'moderation_decision';

type Words = { subject: string; intro: string; after: string; button: string; url: string };

function ownerWords(
  kind: 'listing' | 'company',
  outcome: OwnerOutcome,
  target: string,
  locale: Locale,
  publicUrl: string,
): Words {
  const o = { locale };
  const t = { target };
  const listing = kind === 'listing';
  const listingsPage = `${publicUrl}${SITE_PAGES.myListings.path}`;
  // Only a listing is deleted by a decision; its owner can publish it again, rules kept.
  if (outcome === 'deleted') {
    return {
      subject: m['mail.moderation.ownerDeletedSubjectListing']({}, o),
      intro: m['mail.moderation.ownerDeletedIntroListing'](t, o),
      after: m['mail.moderation.ownerHiddenAfter']({}, o),
      button: m['mail.moderation.ownerButtonListing']({}, o),
      url: listingsPage,
    };
  }
  const hidden = outcome === 'hidden';
  const subject = hidden
    ? listing
      ? m['mail.moderation.ownerHiddenSubjectListing']({}, o)
      : m['mail.moderation.ownerHiddenSubjectCompany']({}, o)
    : listing
      ? m['mail.moderation.ownerShownSubjectListing']({}, o)
      : m['mail.moderation.ownerShownSubjectCompany']({}, o);
  const intro = hidden
    ? listing
      ? m['mail.moderation.ownerHiddenIntroListing'](t, o)
      : m['mail.moderation.ownerHiddenIntroCompany'](t, o)
    : listing
      ? m['mail.moderation.ownerShownIntroListing'](t, o)
      : m['mail.moderation.ownerShownIntroCompany'](t, o);
  return {
    subject,
    intro,
    after: hidden
      ? m['mail.moderation.ownerHiddenAfter']({}, o)
      : m['mail.moderation.ownerShownAfter']({}, o),
    button: listing
      ? m['mail.moderation.ownerButtonListing']({}, o)
      : m['mail.moderation.ownerButtonCompany']({}, o),
    url: listing ? listingsPage : `${publicUrl}${SITE_PAGES.settings.path}?tab=company`,
  };
}

const REPORTER_INTROS = {
  listing: {
    hidden: m['mail.moderation.reporterHiddenListing'],
    dismissed: m['mail.moderation.reporterDismissedListing'],
    resolved: m['mail.moderation.reporterResolvedListing'],
  },
  company: {
    hidden: m['mail.moderation.reporterHiddenCompany'],
    dismissed: m['mail.moderation.reporterDismissedCompany'],
    resolved: m['mail.moderation.reporterResolvedCompany'],
  },
} as const;

function mail(to: string, words: Words, locale: Locale, support: Support, kind = MODERATION): OutgoingMail {
  const { text, html } = mailLayout({ locale, title: words.subject, support, ...words });
  return { kind, to, subject: words.subject, text, html };
}

const kindOf = (type: ReportTargetType) => (type === 'company' ? 'company' : 'listing');

/** The owner's mail: their listing or company hidden after review, or shown again. */
export function ownerDecisionMail(input: {
  to: string;
  locale: Locale;
  targetType: ReportTargetType;
  /** The listing's route or the company's name, in the owner's language. */
  target: string;
  outcome: OwnerOutcome;
  /** The moderator's note to the owner, if any: after what the decision did, as the verification mail's. */
  note: string | null;
  links: MailLinks;
}): OutgoingMail {
  const words = ownerWords(
    kindOf(input.targetType),
    input.outcome,
    input.target,
    input.locale,
    input.links.publicUrl,
  );
  const note = input.note
    ? ` ${m['mail.moderation.note']({ note: input.note }, { locale: input.locale })}`
    : '';
  return mail(input.to, { ...words, intro: `${words.intro}${note}` }, input.locale, input.links.support);
}

/** A reporter's mail: their report was reviewed, and what came of it. */
export function reporterDecisionMail(input: {
  to: string;
  locale: Locale;
  targetType: ReportTargetType;
  target: string;
  outcome: ReporterOutcome;
  links: MailLinks;
}): OutgoingMail {
  const o = { locale: input.locale };
  const words: Words = {
    subject: m['mail.moderation.reporterSubject']({}, o),
    intro: (input.outcome === 'deleted'
      ? m['mail.moderation.reporterDeletedListing']
      : REPORTER_INTROS[kindOf(input.targetType)][input.outcome])({ target: input.target }, o),
    after: m['mail.moderation.reporterAfter']({}, o),
    button: m['mail.moderation.reporterButton']({}, o),
    url: input.links.publicUrl,
  };
  return mail(input.to, words, input.locale, input.links.support);
}

/**
 * The account's mail when an admin suspends it or lifts the suspension (decision 0092), in its
 * language: suspended, the way to customer support (the sign-in says no more than that); lifted,
 * the way back to the site.
 */
export function suspensionMail(input: {
  to: string;
  locale: Locale;
  suspended: boolean;
  links: MailLinks;
}): OutgoingMail {
  const o = { locale: input.locale };
  const email = { email: input.to };
  const words: Words = input.suspended
    ? {
        subject: m['mail.suspension.suspendedSubject']({}, o),
        intro: m['mail.suspension.suspendedIntro'](email, o),
        after: m['mail.moderation.ownerHiddenAfter']({}, o),
        button: m['mail.suspension.suspendedButton']({}, o),
        url: `mailto:${input.links.support.email}`,
      }
    : {
        subject: m['mail.suspension.liftedSubject']({}, o),
        intro: m['mail.suspension.liftedIntro'](email, o),
        after: m['mail.moderation.ownerShownAfter']({}, o),
        button: m['mail.suspension.liftedButton']({}, o),
        url: input.links.publicUrl,
      };
  return mail(input.to, words, input.locale, input.links.support, 'account_suspension');
}
