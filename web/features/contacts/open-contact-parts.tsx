import { Crown, LockOpen } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '@web/lib/cn';
import { UNLOCK_HIGHLIGHT_MS, type OpenContactLook } from './open-contact';

/** True for the spec's 1.5 s after the contact opened in front of the viewer (not when it was open). */
export function useHighlightOnOpen(isOpen: boolean): boolean {
  const wasOpen = useRef(isOpen);
  const [highlighted, setHighlighted] = useState(false);
  useEffect(() => {
    if (isOpen && !wasOpen.current) setHighlighted(true);
    wasOpen.current = isOpen;
  }, [isOpen]);
  useEffect(() => {
    if (!highlighted) return;
    const timer = setTimeout(() => setHighlighted(false), UNLOCK_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlighted]);
  return highlighted;
}

/** The frame of an open contact: its tone, and the glow while it is highlighted. */
export function openContactFrameClass(look: OpenContactLook, highlighted: boolean): string {
  return cn(
    'transition-shadow duration-500',
    look.tone === 'unlocked' ? 'border-emerald-300 bg-emerald-50' : 'border-slate-200 bg-white',
    highlighted && 'shadow-[0_0_0_4px] shadow-emerald-300/70',
  );
}

/** The line above an open contact: the crown or the open lock, and why it is open. */
export function OpenContactHeading({ look, className }: { look: OpenContactLook; className?: string }) {
  const unlocked = look.tone === 'unlocked';
  return (
    <p
      className={cn(
        'flex items-center gap-2 text-xs font-semibold tracking-wide uppercase',
        unlocked ? 'text-emerald-800' : 'text-slate-600',
        className,
      )}
    >
      {look.mark === 'crown' ? (
        <Crown aria-hidden="true" className="size-4 shrink-0 text-amber-500" />
      ) : (
        <LockOpen
          aria-hidden="true"
          className={cn('size-4 shrink-0', unlocked ? 'text-emerald-700' : 'text-slate-500')}
        />
      )}
      {look.heading}
    </p>
  );
}
