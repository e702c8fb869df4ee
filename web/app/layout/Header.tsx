import { LoaderCircle, LogOut, Menu, Settings, ShieldCheck, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { toast } from '@web/lib/toast';
import { MESSAGES } from '@domain/messages';
import { BrandMark } from '@web/components/BrandMark';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { AUTH_COPY, useAuth } from '@web/features/auth';
import { LanguageList, LanguageSelect } from '@web/features/language';
import { cn } from '@web/lib/cn';
import { useNavigationKey } from '@web/lib/navigation-key';
import { useNavigateAndRender } from '../route-table';
import { CreditBadgeSlot } from './CreditBadgeSlot';
import {
  ADMIN_PATH,
  isNavItemActive,
  navItemsFor,
  SETTINGS_PATH,
  SIGN_IN_PATH,
  SIGN_UP_PATH,
} from './nav-items';

const MOBILE_MENU_ID = 'mobile-menu';
const H = MESSAGES.header;

const focusRing = 'focus-visible:outline-2 focus-visible:outline-brand-600';

export function Header() {
  const [pathname, navigate] = useLocation();
  const navigationKey = useNavigationKey();
  const navigateAndRender = useNavigateAndRender();
  const { status, user, isAdmin, signOut } = useAuth();
  const [signingOut, setSigningOut] = useState(false);
  // Remembering the location the menu was opened at closes it on any navigation (links, back button)
  // without an effect that would have to chase the location.
  const [openedAtKey, setOpenedAtKey] = useState<number | null>(null);
  const menuOpen = openedAtKey === navigationKey;
  const closeMenu = () => setOpenedAtKey(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenedAtKey(null);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const go = (path: string) => {
    closeMenu();
    navigate(path);
  };

  const handleSignOut = async () => {
    closeMenu();
    setSigningOut(true);
    // Home first, and only then the sign-out: a login-only page still on screen would see the session
    // end and offer to sign in again. The navigation may wait for the home page's code to arrive.
    try {
      await navigateAndRender('/');
      await signOut();
      toast.success(AUTH_COPY.signedOut);
    } catch (error) {
      console.error('Sign-out failed', error);
      toast.error(MESSAGES.generic.error, { description: MESSAGES.generic.somethingWentWrong });
    } finally {
      setSigningOut(false);
    }
  };

  const signedIn = status === 'signedIn' && user !== null;
  const navItems = navItemsFor(signedIn);
  const signOutIcon = signingOut ? (
    <LoaderCircle aria-hidden="true" className="animate-spin" />
  ) : (
    <LogOut aria-hidden="true" />
  );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-4 px-4 sm:px-6">
        <Link
          to="/"
          className={cn('-m-1 flex min-w-0 shrink-0 items-center gap-2.5 rounded-lg p-1', focusRing)}
        >
          <BrandMark />
          <span className="text-xl font-bold tracking-tight text-slate-900">Veoturg</span>
        </Link>

        <nav aria-label={H.mainMenu} className="ml-2 hidden items-center gap-1 md:flex lg:ml-6">
          {navItems
            .filter((item) => !item.icon)
            .map((item) => {
              const active = isNavItemActive(item, pathname);
              return (
                <Link
                  key={item.to}
                  to={item.to}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'rounded-lg px-2 py-2 text-sm font-medium whitespace-nowrap transition-colors lg:px-3',
                    focusRing,
                    active
                      ? 'bg-brand-50 text-brand-700'
                      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                  )}
                >
                  {item.label}
                </Link>
              );
            })}
        </nav>

        <div className="ml-auto flex min-w-0 items-center gap-2">
          {/* Below 1024 px the greeting and button texts would push the nav off the line. Above, it
              shows whole or not at all: where the row leaves it too little room (a badge, longer
              words), it wraps past the empty first item onto a second line that the fixed height
              clips, instead of being cut to "Tere, …" or "S.". First in the row, so the room it
              leaves empty then joins the space before the row. */}
          {signedIn && (
            <div className="hidden h-5 min-w-0 flex-wrap overflow-hidden lg:flex" title={user.email}>
              <span aria-hidden="true" className="h-5 w-0" />
              <p className="text-sm leading-5 whitespace-nowrap text-slate-700">
                {H.greeting} <span className="font-semibold text-slate-900">{user.emailPrefix}</span>
              </p>
            </div>
          )}
          {/* One slot for every width, so whatever fills it is mounted (and fetches) once. */}
          {signedIn && <CreditBadgeSlot />}
          <LanguageSelect className="hidden md:inline-flex" />
          <div className="hidden shrink-0 items-center gap-2 md:flex">
            {status === 'loading' ? (
              <div className="flex items-center gap-2" role="status" aria-label={H.accountLoading}>
                {/* The size of "Logi sisse" and "Registreeru", so their arrival moves nothing. */}
                <Skeleton className="h-10 w-27.5" />
                <Skeleton className="h-10 w-31" />
              </div>
            ) : signedIn ? (
              <>
                {isAdmin && (
                  <Link
                    to={ADMIN_PATH}
                    className={cn(
                      'inline-flex h-7 items-center gap-1 rounded-full bg-slate-900 px-2.5 text-xs font-semibold text-white hover:bg-slate-700',
                      focusRing,
                    )}
                  >
                    <ShieldCheck aria-hidden="true" className="size-3.5" />
                    {H.admin}
                  </Link>
                )}
                {navItems.map(({ to, label, icon: Icon }) => {
                  if (!Icon) return null;
                  const active = pathname === to;
                  return (
                    <Button key={to} variant="ghost" asChild className="hidden px-2.5 lg:inline-flex">
                      <Link
                        to={to}
                        aria-current={active ? 'page' : undefined}
                        title={label}
                        className={cn(active && 'bg-brand-50 text-brand-700')}
                      >
                        <Icon aria-hidden="true" />
                        <span className="sr-only">{label}</span>
                      </Link>
                    </Button>
                  );
                })}
                <Button variant="ghost" asChild className="px-2.5 2xl:px-3">
                  <Link
                    to={SETTINGS_PATH}
                    aria-current={pathname === SETTINGS_PATH ? 'page' : undefined}
                    title={H.settings}
                  >
                    <Settings aria-hidden="true" />
                    <span className="sr-only 2xl:not-sr-only">{H.settings}</span>
                  </Link>
                </Button>
                <Button
                  variant="outline"
                  className="px-2.5 lg:px-3"
                  disabled={signingOut}
                  onClick={() => void handleSignOut()}
                  title={H.signOut}
                >
                  {signOutIcon}
                  <span className="sr-only lg:not-sr-only">{H.signOut}</span>
                </Button>
              </>
            ) : (
              <>
                <Button variant="ghost" onClick={() => go(SIGN_IN_PATH)}>
                  {MESSAGES.auth.signIn}
                </Button>
                <Button onClick={() => go(SIGN_UP_PATH)}>{H.signUp}</Button>
              </>
            )}
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="-mr-2 md:hidden [&_svg]:size-6"
            aria-label={H.menu}
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? MOBILE_MENU_ID : undefined}
            onClick={() => setOpenedAtKey(menuOpen ? null : navigationKey)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
      </div>

      {menuOpen && (
        <nav
          id={MOBILE_MENU_ID}
          aria-label={H.mobileMenu}
          className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white md:hidden"
        >
          <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-4 sm:px-6">
            {signedIn && (
              <p className="truncate px-3 text-base text-slate-700">
                {H.greeting} <span className="font-semibold text-slate-900">{user.emailPrefix}</span>
              </p>
            )}
            {signedIn && <CreditBadgeSlot variant="menu" />}
            <ul className="flex flex-col gap-1">
              {navItems.map((item) => {
                const active = isNavItemActive(item, pathname);
                return (
                  <li key={item.to}>
                    <Link
                      to={item.to}
                      onClick={closeMenu}
                      aria-current={active ? 'page' : undefined}
                      className={cn(
                        'flex h-12 items-center rounded-lg px-3 text-base font-medium',
                        focusRing,
                        active ? 'bg-brand-50 text-brand-700' : 'text-slate-800 hover:bg-slate-100',
                      )}
                    >
                      {item.label}
                    </Link>
                  </li>
                );
              })}
              {signedIn && isAdmin && (
                <li>
                  <Link
                    to={ADMIN_PATH}
                    onClick={closeMenu}
                    className={cn(
                      'flex h-12 items-center gap-2 rounded-lg px-3 text-base font-medium text-slate-800 hover:bg-slate-100',
                      focusRing,
                    )}
                  >
                    <ShieldCheck aria-hidden="true" className="size-5 text-slate-600" />
                    {H.admin}
                  </Link>
                </li>
              )}
            </ul>
            <div className="grid grid-cols-2 gap-3 border-t border-slate-200 pt-4">
              {status === 'loading' ? (
                <>
                  <Skeleton className="h-12 w-full" />
                  <Skeleton className="h-12 w-full" />
                </>
              ) : signedIn ? (
                <>
                  <Button variant="outline" size="lg" className="px-3" asChild>
                    <Link to={SETTINGS_PATH} onClick={closeMenu}>
                      <Settings aria-hidden="true" />
                      {H.settings}
                    </Link>
                  </Button>
                  <Button
                    variant="outline"
                    size="lg"
                    className="px-3"
                    disabled={signingOut}
                    onClick={() => void handleSignOut()}
                  >
                    {signOutIcon}
                    {H.signOut}
                  </Button>
                </>
              ) : (
                <>
                  <Button variant="outline" size="lg" className="px-3" onClick={() => go(SIGN_IN_PATH)}>
                    {MESSAGES.auth.signIn}
                  </Button>
                  <Button size="lg" className="px-3" onClick={() => go(SIGN_UP_PATH)}>
                    {H.signUp}
                  </Button>
                </>
              )}
            </div>
            <div className="border-t border-slate-200 pt-4">
              <LanguageList />
            </div>
          </div>
        </nav>
      )}
    </header>
  );
}
