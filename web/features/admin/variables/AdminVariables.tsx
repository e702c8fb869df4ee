import { ADMIN_MESSAGES } from '@domain/admin-messages';
import { useSearchParams } from 'wouter';
import { LOOKUP_LIST_PATHS, lookupTableOfPath } from '@domain/contract/admin-lookups';
import type { LookupTable } from '@domain/reference';
import { Select } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';
import { useIsMobile } from '@web/lib/use-media-query';
import { AdminPageHeader } from '../AdminPageHeader';
import { LookupListCard } from './LookupListCard';

// The spec's order of the seven lists.
const LISTS = Object.keys(LOOKUP_LIST_PATHS) as LookupTable[];
const FIRST = LISTS[0]!;
const title = (list: LookupTable) => ADMIN_MESSAGES.variables.lists[list].title;

/** /admin/variables: the seven lookup lists, one at a time, chosen in the address (?list=). */
export function AdminVariables() {
  const [params, setParams] = useSearchParams();
  const list = lookupTableOfPath(params.get('list') ?? '') ?? FIRST;
  const mobile = useIsMobile();
  const choose = (next: LookupTable) =>
    setParams((current) => {
      const changed = new URLSearchParams(current);
      if (next === FIRST) changed.delete('list');
      else changed.set('list', LOOKUP_LIST_PATHS[next]);
      return changed;
    });

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title={ADMIN_MESSAGES.nav.variables}
        description={ADMIN_MESSAGES.variables.description}
      />
      <div className="grid items-start gap-4 md:grid-cols-[15rem_minmax(0,1fr)] md:gap-6">
        {mobile ? (
          <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-800">
            {ADMIN_MESSAGES.variables.list}
            <Select value={list} onChange={(event) => choose(event.target.value as LookupTable)}>
              {LISTS.map((table) => (
                <option key={table} value={table}>
                  {title(table)}
                </option>
              ))}
            </Select>
          </label>
        ) : (
          <nav aria-label={ADMIN_MESSAGES.variables.listsLabel} className="flex flex-col gap-1">
            {LISTS.map((table) => (
              <button
                key={table}
                type="button"
                aria-pressed={table === list}
                onClick={() => choose(table)}
                className={cn(
                  'flex h-11 items-center rounded-lg px-3 text-left text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                  table === list
                    ? 'bg-brand-600 text-white'
                    : 'text-slate-700 hover:bg-brand-50 hover:text-slate-900',
                )}
              >
                {title(table)}
              </button>
            ))}
          </nav>
        )}
        <LookupListCard key={list} list={list} />
      </div>
    </div>
  );
}
