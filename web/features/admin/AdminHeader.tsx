import { ADMIN_MESSAGES } from '@domain/admin-messages';
import { ArrowLeft, LogOut, Menu, UserRound, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { toast } from '@web/lib/toast';
import { MESSAGES } from '@domain/messages';
import { BrandMark } from '@web/components/BrandMark';
import { Button } from '@web/components/ui/button';
import { NOT_ADMIN_REDIRECT, useAuth } from '@web/features/auth';
import { LanguageList, LanguageSelect } from '@web/features/language';
import { cn } from '@web/lib/cn';
import { useNavigationKey } from '@web/lib/navigation-key';
import { ADMIN_NAV_ITEMS, isAdminNavItemActive } from './admin-nav';
import { MaintenanceControl } from './MaintenanceControl';

const MOBILE_MENU_ID = 'admin-mobile-menu';

export function AdminHeader() {
  const [pathname, navigate] = useLocation();
  const navigationKey = useNavigationKey();
  const session = useAuth();
  const navItems = ADMIN_NAV_ITEMS;
  const [signingOut, setSigningOut] = useState(false);
  // Tied to the location it was opened at, so any navigation closes the menu without an effect.
  const [openedAtKey, setOpenedAtKey] = useState<number | null>(null);
  const menuOpen = openedAtKey === navigationKey;

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenedAtKey(null);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const signOut = async () => {
    setSigningOut(true);
    try {
      await session.signOut();
      navigate(NOT_ADMIN_REDIRECT, { replace: true });
    } catch (error) {
      console.error('Sign-out failed', error);
      toast.error(MESSAGES.generic.error, { description: ADMIN_MESSAGES.unexpected });
    } finally {
      setSigningOut(false);
    }
  };

  const prefix = session.user?.emailPrefix ?? '';

  return (
    <header className="border-b border-slate-200 bg-white lg:sticky lg:top-0 lg:z-40">
      <div className="mx-auto flex h-14 w-full max-w-7xl items-center gap-4 px-4 sm:px-6 lg:h-16">
        <Link
          to="/admin"
          className="-m-1 flex min-w-0 items-center gap-2.5 rounded-lg p-1 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <BrandMark />
          <span className="truncate text-lg font-bold tracking-tight text-slate-900">
            Veoturg <span className="font-semibold text-brand-700">{ADMIN_MESSAGES.header.brand}</span>
          </span>
        </Link>

        <div className="ml-auto hidden items-center gap-3 lg:flex">
          <MaintenanceControl />
          <span aria-hidden="true" className="h-6 w-px bg-slate-200" />
          {prefix && <SignedInAs prefix={prefix} />}
          <LanguageSelect />
          <Button asChild variant="ghost">
            <Link to="/">
              <ArrowLeft aria-hidden="true" />
              {ADMIN_MESSAGES.common.backToPlatform}
            </Link>
          </Button>
          <Button variant="outline" onClick={() => void signOut()} disabled={signingOut}>
            <LogOut aria-hidden="true" />
            {MESSAGES.header.signOut}
          </Button>
        </div>

        <Button
          variant="ghost"
          size="icon"
          className="-mr-2 ml-auto lg:hidden [&_svg]:size-6"
          aria-label={MESSAGES.header.menu}
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? MOBILE_MENU_ID : undefined}
          onClick={() => setOpenedAtKey(menuOpen ? null : navigationKey)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </Button>
      </div>

      {/* Phones and tablets: the switch stays in sight on its own row; the rest folds into the menu. */}
      <div className="border-t border-slate-200 lg:hidden">
        <div className="mx-auto flex w-full max-w-7xl items-center justify-between gap-3 px-4 py-2 sm:px-6">
          <MaintenanceControl />
          {prefix && <SignedInAs prefix={prefix} className="min-w-0" />}
        </div>
      </div>

      {menuOpen && (
        <nav
          id={MOBILE_MENU_ID}
          aria-label={ADMIN_MESSAGES.header.mobileNav}
          className="border-t border-slate-200 bg-white lg:hidden"
        >
          <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-4 sm:px-6">
            <ul className="flex flex-col gap-1">
              {navItems.map((item) => {
                const active = isAdminNavItemActive(item, pathname);
                return (
                  <li key={item.to}>
                    <Link
                      to={item.to}
                      onClick={() => setOpenedAtKey(null)}
                      aria-current={active ? 'page' : undefined}
                      className={cn(
                        'flex h-12 items-center rounded-lg px-3 text-base font-medium focus-visible:outline-2 focus-visible:outline-brand-600',
                        active ? 'bg-brand-50 text-brand-700' : 'text-slate-800 hover:bg-slate-100',
                      )}
                    >
                      {item.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
            <div className="grid grid-cols-1 gap-3 border-t border-slate-200 pt-4 sm:grid-cols-2">
              <Button asChild variant="outline" size="lg" className="px-3">
                <Link to="/">
                  <ArrowLeft aria-hidden="true" />
                  {ADMIN_MESSAGES.common.backToPlatform}
                </Link>
              </Button>
              <Button
                variant="outline"
                size="lg"
                className="px-3"
                onClick={() => void signOut()}
                disabled={signingOut}
              >
                <LogOut aria-hidden="true" />
                {MESSAGES.header.signOut}
              </Button>
            </div>
            <div className="border-t border-slate-200 pt-4">
              <LanguageList />
            </div>
          </div>
        </nav>
      )}

      <nav aria-label={ADMIN_MESSAGES.header.nav} className="hidden border-t border-slate-200 lg:block">
        <ul className="mx-auto flex w-full max-w-7xl gap-1 overflow-x-auto px-4 sm:px-6">
          {navItems.map((item) => {
            const active = isAdminNavItemActive(item, pathname);
            return (
              <li key={item.to}>
                <Link
                  to={item.to}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    '-mb-px flex h-11 items-center border-b-2 px-3 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
                    active
                      ? 'border-brand-600 text-brand-700'
                      : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
                  )}
                >
                  {item.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </header>
  );
}

function SignedInAs({ prefix, className }: { prefix: string; className?: string }) {
  return (
    <span className={cn('flex items-center gap-1.5 text-sm text-slate-700', className)} title={prefix}>
      <UserRound aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
      <span className="sr-only">{ADMIN_MESSAGES.header.signedInAs} </span>
      <span className="truncate font-medium text-slate-900">{prefix}</span>
    </span>
  );
}
