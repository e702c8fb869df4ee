import { Fragment, type ReactNode } from 'react';
import { formatDate } from '@domain/format';
import { PageContainer } from '@web/components/PageContainer';
import { usePublicSettings } from '@web/features/settings';
import { mailtoHref } from '@web/lib/contact';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { PAGE_MESSAGES } from './page-messages';

export interface LegalSection {
  title: string;
  body: ReactNode;
}

/** The privacy policy's and the terms' page: a title, when it last changed, numbered sections. */
export function LegalPage({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  /** The day the text last changed, AAAA-KK-PP. */
  updated: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}) {
  useDocumentTitle(title);
  return (
    <PageContainer className="flex max-w-3xl flex-col gap-8">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        <p className="text-sm text-slate-600">
          {withParts(PAGE_MESSAGES.legal.updated, { date: formatDate(updated) })}
        </p>
        <div className="text-base leading-relaxed text-slate-700">{intro}</div>
      </header>
      {sections.map((section, index) => (
        <section key={section.title} className="flex flex-col gap-3">
          <h2 className="text-xl font-bold tracking-tight text-slate-900">
            {index + 1}. {section.title}
          </h2>
          <div className="flex flex-col gap-3 text-base leading-relaxed text-slate-700 [&_li]:ml-5 [&_li]:list-disc [&_ul]:flex [&_ul]:flex-col [&_ul]:gap-1.5">
            {section.body}
          </div>
        </section>
      ))}
    </PageContainer>
  );
}

/**
 * A message with markup in its sentence ("… saatke aadressil {email}."): each `{name}` becomes the
 * element given for it, so that every language places the link where its own words need it.
 */
export function withParts(message: string, parts: Record<string, ReactNode>): ReactNode {
  return message.split(/(\{\w+\})/).map((piece, index) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    return <Fragment key={index}>{name !== undefined && name in parts ? parts[name] : piece}</Fragment>;
  });
}

/** The support address as a link, or words that still read when the settings did not load. */
export function SupportEmail() {
  const email = usePublicSettings().data?.support.email;
  if (!email) return <>{PAGE_MESSAGES.legal.supportEmailFallback}</>;
  return (
    <a href={mailtoHref(email)} className="font-medium text-brand-700 underline underline-offset-4">
      {email}
    </a>
  );
}
