import { Mail, Phone } from 'lucide-react';
import { Link } from 'wouter';
import { MESSAGES } from '@domain/messages';
import { BrandMark } from '@web/components/BrandMark';
import { Skeleton } from '@web/components/ui/skeleton';
import { supportLine, usePublicSettings } from '@web/features/settings';
import { cn } from '@web/lib/cn';
import { mailtoHref, telHref } from '@web/lib/contact';

// The vertical padding gives thumb-sized targets on a phone without spreading the desktop layout.
const linkClass =
  'inline-block rounded py-1 text-slate-700 underline-offset-4 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600';

export function Footer() {
  const settings = usePublicSettings();
  const support = settings.data?.support;
  const year = new Date().getFullYear();

  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-3">
        <div className="flex flex-col gap-3">
          <div className="flex items-center gap-2.5">
            <BrandMark className="size-7" />
            <span className="text-lg font-bold tracking-tight">Veoturg</span>
          </div>
          <p className="text-sm text-slate-600">{MESSAGES.footer.description}</p>
        </div>

        <nav aria-label={MESSAGES.footer.navLabel} className="flex flex-col gap-3 text-sm">
          <h2 className="font-semibold text-slate-900">{MESSAGES.footer.links}</h2>
          <ul className="flex flex-col gap-1">
            <li>
              <Link to="/info" className={linkClass}>
                {MESSAGES.nav.info}
              </Link>
            </li>
            <li>
              <Link to="/hinnad" className={linkClass}>
                {MESSAGES.nav.pricing}
              </Link>
            </li>
            <li>
              <Link to="/privaatsus" className={linkClass}>
                {MESSAGES.nav.privacy}
              </Link>
            </li>
            <li>
              <Link to="/kasutustingimused" className={linkClass}>
                {MESSAGES.nav.terms}
              </Link>
            </li>
          </ul>
        </nav>

        <div className="flex flex-col gap-3 text-sm">
          <h2 className="font-semibold text-slate-900">{supportLine(support?.hours)}</h2>
          {settings.isPending ? (
            <div className="flex flex-col gap-2">
              <Skeleton className="h-5 w-36" />
              <Skeleton className="h-5 w-48" />
            </div>
          ) : support ? (
            <ul className="flex flex-col gap-1">
              {support.phone && (
                <li>
                  <a
                    href={telHref(support.phone)}
                    className={cn(linkClass, 'inline-flex items-center gap-2')}
                  >
                    <Phone aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
                    {support.phone}
                  </a>
                </li>
              )}
              {support.email && (
                <li>
                  <a
                    href={mailtoHref(support.email)}
                    className={cn(linkClass, 'inline-flex items-center gap-2 break-all')}
                  >
                    <Mail aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
                    {support.email}
                  </a>
                </li>
              )}
            </ul>
          ) : (
            <p className="text-slate-600">{MESSAGES.footer.contactsLoadFailed}</p>
          )}
        </div>
      </div>
      <div className="border-t border-slate-200">
        <p className="mx-auto w-full max-w-6xl px-4 py-4 text-sm text-slate-600 sm:px-6">© {year} Veoturg</p>
      </div>
    </footer>
  );
}
