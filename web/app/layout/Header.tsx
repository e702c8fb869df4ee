import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { BrandMark } from '@web/components/BrandMark';
import { isNavItemActive, NAV_ITEMS, SIGN_IN_PATH, SIGN_UP_PATH } from './nav-items';

const MOBILE_MENU_ID = 'mobile-menu';

export function Header() {
  const location = useLocation();
  const navigate = useNavigate();
  // Remembering the location the menu was opened at closes it on any navigation (links, back button)
  // without an effect that would have to chase the location.
  const [openedAtKey, setOpenedAtKey] = useState<string | null>(null);
  const menuOpen = openedAtKey === location.key;
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
    void navigate(path);
  };

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-4 px-4 sm:px-6">
        <Link
          to="/"
          className="-m-1 flex min-w-0 items-center gap-2.5 rounded-lg p-1 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <BrandMark />
          <span className="text-xl font-bold tracking-tight text-slate-900">Veoturg</span>
        </Link>

        <nav aria-label="Peamenüü" className="ml-6 hidden items-center gap-1 md:flex">
          {NAV_ITEMS.map((item) => {
            const active = isNavItemActive(item, location.pathname);
            return (
              <Link
                key={item.to}
                to={item.to}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-600',
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

        <div className="ml-auto hidden items-center gap-2 md:flex">
          <Button variant="ghost" onClick={() => go(SIGN_IN_PATH)}>
            Logi sisse
          </Button>
          <Button onClick={() => go(SIGN_UP_PATH)}>Registreeru</Button>
        </div>

        <Button
          variant="ghost"
          size="icon"
          className="-mr-2 ml-auto md:hidden [&_svg]:size-6"
          aria-label="Menüü"
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? MOBILE_MENU_ID : undefined}
          onClick={() => setOpenedAtKey(menuOpen ? null : location.key)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </Button>
      </div>

      {menuOpen && (
        <nav
          id={MOBILE_MENU_ID}
          aria-label="Mobiilimenüü"
          className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white md:hidden"
        >
          <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-4 sm:px-6">
            <ul className="flex flex-col gap-1">
              {NAV_ITEMS.map((item) => {
                const active = isNavItemActive(item, location.pathname);
                return (
                  <li key={item.to}>
                    <Link
                      to={item.to}
                      onClick={closeMenu}
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
            <div className="grid grid-cols-2 gap-3 border-t border-slate-200 pt-4">
              <Button variant="outline" size="lg" className="px-3" onClick={() => go(SIGN_IN_PATH)}>
                Logi sisse
              </Button>
              <Button size="lg" className="px-3" onClick={() => go(SIGN_UP_PATH)}>
                Registreeru
              </Button>
            </div>
          </div>
        </nav>
      )}
    </header>
  );
}
