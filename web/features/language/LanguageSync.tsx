import { useEffect } from 'react';
import { PAGE_LOCALE } from '@domain/page-locale';
import { useAuth } from '@web/features/auth';
import { openInLanguage, saveLanguage, takeLanguageChosenByLink } from './switch-language';

// The language a sign-in has already reloaded the page into: never twice in a row, whatever the
// server answers (a build without that language's files serves Estonian).
const RELOADED_INTO = 'veoturg:language-reloaded';

/**
 * A signed-in user's pages are in their profile's language: the server sends them so. When the two
 * differ on a page already open (a sign-in in the dialog, a link with ?lang=), this settles it: a
 * link's language is the user's choice, which the profile takes; otherwise the page is loaded again
 * in the profile's language, with what its forms hold.
 */
export function LanguageSync() {
  const { status, user, refresh } = useAuth();
  const profileLanguage = status === 'signedIn' ? user?.language : undefined;

  useEffect(() => {
    if (!profileLanguage) return;
    if (profileLanguage === PAGE_LOCALE) {
      sessionStorage.removeItem(RELOADED_INTO);
      return;
    }
    if (takeLanguageChosenByLink() === PAGE_LOCALE) {
      void saveLanguage(PAGE_LOCALE)
        .then(refresh)
        .catch(() => undefined);
      return;
    }
    if (sessionStorage.getItem(RELOADED_INTO) === profileLanguage) return;
    sessionStorage.setItem(RELOADED_INTO, profileLanguage);
    openInLanguage(profileLanguage);
  }, [profileLanguage, refresh]);

  return null;
}
