import { FlaskConical } from 'lucide-react';

/** The mark on the demo payment provider's own pages: nothing on them moves money. */
export function DemoBanner({ children }: { children: string }) {
  return (
    <p
      className="flex items-center justify-center gap-2 rounded-lg border-2 border-dashed border-amber-400 bg-amber-50 px-3 py-2 text-center text-sm font-bold text-amber-900"
      data-demo-banner
    >
      <FlaskConical aria-hidden="true" className="size-4 shrink-0" />
      {children}
    </p>
  );
}
