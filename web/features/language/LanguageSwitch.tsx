import { ChevronDown, Globe } from 'lucide-react';
import { useState } from 'react';
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '@domain/locales';
import { MESSAGES } from '@domain/messages';
import { PAGE_LOCALE } from '@domain/page-locale';
import { useAuth } from '@web/features/auth';
import { cn } from '@web/lib/cn';
import { toast } from '@web/lib/toast';
import { switchLanguage } from './switch-language';

const focusRing = 'focus-visible:outline-2 focus-visible:outline-brand-600';

/** Switching, with the failure of a signed-in user's save said (the page then stays as it is). */
function useSwitch() {
  const { status } = useAuth();
  const [switching, setSwitching] = useState<Locale | null>(null);
  const choose = (locale: Locale) => {
    if (locale === PAGE_LOCALE || switching) return;
    setSwitching(locale);
    switchLanguage(locale, status === 'signedIn').catch(() => {
      setSwitching(null);
      toast.error(MESSAGES.shell.languageChangeFailed);
    });
  };
  return { switching, choose };
}

/**
 * The header's switch: the browser's own list (a phone shows its picker), each language in its own
 * words. Below 1280 px the header is full (the nav, the account's buttons), so it shows the globe
 * alone; the list it opens is the same. The page loads again in the chosen one.
 */
export function LanguageSelect({ className }: { className?: string }) {
  const { switching, choose } = useSwitch();
  return (
    <label
      className={cn('relative inline-flex shrink-0 items-center text-slate-700', className)}
      title={MESSAGES.shell.language}
    >
      <span className="sr-only">{MESSAGES.shell.language}</span>
      <Globe aria-hidden="true" className="pointer-events-none absolute left-3 size-4 text-slate-600" />
      <select
        value={switching ?? PAGE_LOCALE}
        disabled={switching !== null}
        onChange={(event) => {
          if (isLocale(event.target.value)) choose(event.target.value);
        }}
        className={cn(
          'h-10 w-10 cursor-pointer appearance-none rounded-lg bg-transparent text-sm font-medium text-transparent hover:bg-slate-100 disabled:cursor-wait xl:w-auto xl:pr-7 xl:pl-8 xl:text-slate-700',
          focusRing,
        )}
      >
        {LOCALES.map((locale) => (
          // The list's own colour: the closed box's text is transparent below 1280 px.
          <option key={locale} value={locale} lang={locale} className="text-slate-900">
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute right-2 hidden size-4 text-slate-500 xl:block"
      />
    </label>
  );
}

/** The phone menu's switch: the six as buttons, the page's own marked. */
export function LanguageList() {
  const { switching, choose } = useSwitch();
  return (
    <div role="group" aria-labelledby="language-list-label" className="flex flex-col gap-2">
      <p id="language-list-label" className="flex items-center gap-2 px-3 text-sm font-medium text-slate-600">
        <Globe aria-hidden="true" className="size-4" />
        {MESSAGES.shell.language}
      </p>
      <ul className="grid grid-cols-3 gap-2">
        {LOCALES.map((locale) => {
          const current = locale === PAGE_LOCALE;
          return (
            <li key={locale}>
              <button
                type="button"
                lang={locale}
                aria-pressed={current}
                disabled={switching !== null}
                onClick={() => choose(locale)}
                className={cn(
                  'flex h-11 w-full items-center justify-center rounded-lg border px-2 text-sm font-medium disabled:cursor-wait',
                  focusRing,
                  current || switching === locale
                    ? 'border-brand-600 bg-brand-50 text-brand-700'
                    : 'border-slate-200 text-slate-800 hover:bg-slate-100',
                )}
              >
                {LOCALE_NAMES[locale]}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
