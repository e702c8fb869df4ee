import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from '@web/lib/toast';
import { fillMessage } from '@domain/catalogue';
import { MESSAGES } from '@domain/messages';
import { copyText } from '@web/lib/clipboard';
import { cn } from '@web/lib/cn';

// The spec's confirmation time.
const COPIED_MS = 2000;

/**
 * A small button that copies `value` and says "Kopeeritud!" for two seconds (in the button and a toast),
 * or "Kopeerimine ebaõnnestus".
 */
export function CopyButton({
  value,
  label,
  className,
}: {
  value: string;
  label: string;
  className?: string;
}) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copyLabel = fillMessage(MESSAGES.ui.copyLabel, { label });
  const copy = async () => {
    if (await copyText(value)) {
      setCopied(true);
      toast.success(MESSAGES.copy.copied, {
        id: 'copied',
        description: `${label}: ${value}`,
        duration: COPIED_MS,
      });
    } else {
      toast.error(MESSAGES.copy.failed, { id: 'copy-failed' });
    }
  };

  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={copied ? `${MESSAGES.copy.copied} ${label}` : copyLabel}
      title={copied ? MESSAGES.copy.copied : copyLabel}
      data-copied={copied || undefined}
      className={cn(
        'inline-flex size-8 shrink-0 items-center justify-center rounded-md transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        copied ? 'bg-emerald-100 text-emerald-800' : 'text-slate-500 hover:bg-slate-200 hover:text-slate-900',
        className,
      )}
    >
      {copied ? (
        <Check aria-hidden="true" className="size-4" />
      ) : (
        <Copy aria-hidden="true" className="size-4" />
      )}
    </button>
  );
}
