import type { ReactNode } from 'react';

/**
 * The loading state of a page of cards (one's own listings, watched listings, contacts opened): four
 * cards in the grid the loaded page uses, each drawn with the `card` skeleton the list passes.
 */
export function CardGridSkeleton({ label, card }: { label: string; card: ReactNode }) {
  return (
    <div role="status" aria-label={label} className="grid gap-3 md:grid-cols-2 md:gap-4">
      {[0, 1, 2, 3].map((i) => (
        <div
          key={i}
          aria-hidden="true"
          className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
        >
          {card}
        </div>
      ))}
    </div>
  );
}
