import { Mail, Phone, Wrench } from 'lucide-react';
import { MESSAGES } from '@domain/messages';
import { maintenanceTextsForVisitors } from '@domain/plans';
import { BrandMark } from '@web/components/BrandMark';
import { supportLine, type PublicSettings } from '@web/features/settings';
import { mailtoHref, telHref } from '@web/lib/contact';
import { useDocumentTitle } from '@web/lib/use-document-title';

interface MaintenancePageProps {
  maintenance: PublicSettings['maintenance'];
  support: PublicSettings['support'];
}

export function MaintenancePage({ maintenance, support }: MaintenancePageProps) {
  const { title, subtitle } = maintenanceTextsForVisitors(maintenance);
  useDocumentTitle(title);

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <div className="mx-auto flex w-full max-w-6xl items-center gap-2.5 px-4 py-5 sm:px-6">
        <BrandMark />
        <span className="text-xl font-bold tracking-tight">Veoturg</span>
      </div>
      <main className="flex flex-1 items-center justify-center px-4 pb-16">
        <div className="flex w-full max-w-lg flex-col items-center gap-4 rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10">
          <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <Wrench aria-hidden="true" className="size-7" />
          </span>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
          <p className="text-lg text-slate-700">{subtitle}</p>
          <p className="text-slate-700">{MESSAGES.maintenance.apology}</p>

          <div className="mt-2 flex w-full flex-col items-center gap-2 border-t border-slate-200 pt-5 text-sm">
            <p className="font-semibold text-slate-900">{supportLine(support.hours)}</p>
            <div className="flex flex-col items-center gap-x-6 gap-y-2 sm:flex-row sm:flex-wrap sm:justify-center">
              {support.phone && (
                <a
                  href={telHref(support.phone)}
                  className="inline-flex items-center gap-2 text-brand-700 underline-offset-4 hover:underline"
                >
                  <Phone aria-hidden="true" className="size-4 shrink-0" />
                  {support.phone}
                </a>
              )}
              {support.email && (
                <a
                  href={mailtoHref(support.email)}
                  className="inline-flex items-center gap-2 break-all text-brand-700 underline-offset-4 hover:underline"
                >
                  <Mail aria-hidden="true" className="size-4 shrink-0" />
                  {support.email}
                </a>
              )}
            </div>
          </div>
        </div>
      </main>
    </div>
  );
}
