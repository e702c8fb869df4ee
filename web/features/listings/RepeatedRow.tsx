import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@web/components/ui/button';

/**
 * One of a form's repeated rows (a truck's wanted direction, a load's stop): a named group with its
 * own remove button, its fields below.
 */
export function RepeatedRow({
  label,
  removeLabel,
  onRemove,
  children,
  ...data
}: {
  label: string;
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
} & Record<`data-${string}`, number>) {
  return (
    <div
      role="group"
      aria-label={label}
      className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3"
      {...data}
    >
      <div className="flex items-center justify-between gap-2">
        <span className="text-xs font-semibold text-slate-600">{label}</span>
        <Button type="button" variant="ghost" size="icon" aria-label={removeLabel} onClick={onRemove}>
          <X aria-hidden="true" />
        </Button>
      </div>
      {children}
    </div>
  );
}
