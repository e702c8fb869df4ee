import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-lg text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 active:bg-brand-800',
        outline: 'border border-slate-300 bg-white text-slate-900 hover:border-brand-300 hover:bg-brand-50',
        ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
        link: 'text-brand-700 underline-offset-4 hover:underline',
      },
      size: {
        sm: 'h-9 px-3',
        md: 'h-10 px-4',
        lg: 'h-12 px-6 text-base',
        icon: 'size-10',
      },
      // A button that is as wide as its box (a full-width button on a phone, a grid cell): a
      // longer language's words wrap onto a second line instead of running out of it
      // (docs/decisions/0065). Elsewhere a button stays one line and as wide as its words.
      wrap: { true: 'h-auto whitespace-normal text-center', false: '' },
    },
    compoundVariants: [
      // Text links keep their inline size whatever size the caller picks.
      { variant: 'link', className: 'h-auto px-0' },
      { wrap: true, size: 'sm', className: 'min-h-9 py-1' },
      { wrap: true, size: 'md', className: 'min-h-10 py-1.5' },
      { wrap: true, size: 'lg', className: 'min-h-12 py-2' },
    ],
    defaultVariants: { variant: 'primary', size: 'md', wrap: false },
  },
);

type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

export function Button({ className, variant, size, wrap, asChild = false, type, ...props }: ButtonProps) {
  if (asChild)
    return <Slot.Root className={cn(buttonVariants({ variant, size, wrap }), className)} {...props} />;
  // Default to "button" so a button placed inside a form never submits it by accident.
  return (
    <button
      type={type ?? 'button'}
      className={cn(buttonVariants({ variant, size, wrap }), className)}
      {...props}
    />
  );
}
