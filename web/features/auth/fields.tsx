import { Check, Circle, Eye, EyeOff, LoaderCircle } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { MESSAGES } from '@domain/messages';
import { checkPassword, PASSWORD_RULES, passwordStrength } from '@domain/password';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';

type InputProps = Omit<ComponentProps<'input'>, 'type'>;

/** The spec's e-mail field: a text input with an e-mail keyboard, so the browser never blocks a submit. */
export function EmailInput(props: InputProps) {
  return (
    <Input
      type="text"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      {...props}
    />
  );
}

export function PasswordInput({ className, ...props }: InputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input
        type={visible ? 'text' : 'password'}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        className={cn('pr-12', className)}
        {...props}
      />
      <button
        type="button"
        onClick={() => setVisible((shown) => !shown)}
        aria-label={visible ? MESSAGES.password.hide : MESSAGES.password.show}
        aria-pressed={visible}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
      >
        {visible ? (
          <EyeOff aria-hidden="true" className="size-5" />
        ) : (
          <Eye aria-hidden="true" className="size-5" />
        )}
      </button>
    </div>
  );
}

/** The four rules of the one password policy, ticked off as the user types. */
export function PasswordChecklist({ password, className }: { password: string; className?: string }) {
  const results = checkPassword(password);
  return (
    // Wrapping as a row rather than a grid keeps "Vähemalt 8 tähemärki" on one line on a phone.
    <ul
      aria-label={MESSAGES.password.requirements}
      className={cn('flex flex-wrap gap-x-4 gap-y-1 text-sm', className)}
    >
      {PASSWORD_RULES.map((rule, index) => {
        const ok = results[index]?.ok ?? false;
        return (
          <li
            key={rule.id}
            data-ok={ok}
            className={cn(
              'flex items-center gap-1.5 whitespace-nowrap',
              ok ? 'text-green-700' : 'text-slate-600',
            )}
          >
            {ok ? (
              <Check aria-hidden="true" className="size-4 shrink-0" />
            ) : (
              <Circle aria-hidden="true" className="size-3.5 shrink-0" />
            )}
            <span>
              {rule.label}
              <span className="sr-only">{` – ${ok ? MESSAGES.password.ruleMet : MESSAGES.password.ruleNotMet}`}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

const STRENGTH_COLORS = ['bg-red-600', 'bg-red-600', 'bg-amber-500', 'bg-lime-600', 'bg-green-600'];

export function PasswordStrengthMeter({ password }: { password: string }) {
  const { score, label } = passwordStrength(password);
  const color = STRENGTH_COLORS[score] ?? 'bg-red-600';
  return (
    <div className="flex items-center gap-3">
      <div className="grid flex-1 grid-cols-4 gap-1" aria-hidden="true">
        {[1, 2, 3, 4].map((step) => (
          <span
            key={step}
            className={cn('h-1.5 rounded-full', password && score >= step ? color : 'bg-slate-200')}
          />
        ))}
      </div>
      <p className="min-w-28 text-right text-sm text-slate-700">
        {MESSAGES.password.strength} <span className="font-semibold">{password ? label : '–'}</span>
      </p>
    </div>
  );
}

export function SubmitButton({
  pending,
  children,
  className,
  ...props
}: ComponentProps<typeof Button> & { pending: boolean }) {
  return (
    <Button
      type="submit"
      size="lg"
      wrap
      disabled={pending}
      aria-busy={pending || undefined}
      className={cn('w-full', className)}
      {...props}
    >
      {pending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
      {children}
    </Button>
  );
}
