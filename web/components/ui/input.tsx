import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

/**
 * The one look of a text field, select or text area. 16 px text keeps phones from zooming into the
 * field. `compact` is for the feed's filters and search: on a wider screen they sit many to a row in
 * smaller text, while a phone still gets 16 px.
 */
export const inputVariants = cva(
  'w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 disabled:bg-slate-50 disabled:text-slate-500 aria-invalid:border-red-600 aria-invalid:bg-red-50/40',
  {
    variants: {
      density: { default: '', compact: 'sm:text-sm' },
    },
    defaultVariants: { density: 'default' },
  },
);

type Density = VariantProps<typeof inputVariants>;

// 44 px high: a comfortable thumb target.
export function Input({ className, density, ...props }: ComponentProps<'input'> & Density) {
  return <input className={cn(inputVariants({ density }), 'h-11', className)} {...props} />;
}

export function Textarea({ className, density, ...props }: ComponentProps<'textarea'> & Density) {
  return (
    <textarea className={cn(inputVariants({ density }), 'min-h-24 resize-y py-2', className)} {...props} />
  );
}

export function Select({ className, density, ...props }: ComponentProps<'select'> & Density) {
  return <select className={cn(inputVariants({ density }), 'h-11 pr-8', className)} {...props} />;
}
