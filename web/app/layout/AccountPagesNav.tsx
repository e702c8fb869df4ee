import { Link, useLocation } from 'wouter';
import { MESSAGES } from '@domain/messages';
import { cn } from '@web/lib/cn';
import { NAV_ITEMS } from './nav-items';

/** The user's own lists: the nav's items only a signed-in user has. */
const PAGES = NAV_ITEMS.filter((item) => item.signedInOnly);

/**
 * The user's own lists side by side, on a tablet only: between 768 and 1024 px the header has no
 * room for the watchlist's and the contacts' icons, and the phone's menu is not there. A desktop
 * has the icons, a phone the menu.
 */
export function AccountPagesNav() {
  const [pathname] = useLocation();
  return (
    <nav aria-label={MESSAGES.nav.ownLists} className="hidden flex-wrap gap-1 md:flex lg:hidden">
      {PAGES.map((page) => {
        const active = pathname === page.to;
        return (
          <Link
            key={page.to}
            to={page.to}
            aria-current={active ? 'page' : undefined}
            className={cn(
              'rounded-lg px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600',
              active ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100',
            )}
          >
            {page.label}
          </Link>
        );
      })}
    </nav>
  );
}
