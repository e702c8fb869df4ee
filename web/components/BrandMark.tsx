import { cn } from '@web/lib/cn';

export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="7" className="fill-brand-600" />
      <path d="M7 9h4.2L16 19.6 20.8 9H25l-7.1 14h-3.8z" fill="#fff" />
    </svg>
  );
}
