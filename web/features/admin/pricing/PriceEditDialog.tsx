import { ADMIN_MESSAGES } from '@domain/admin-messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { fillMessage } from '@domain/catalogue';
import type * as z from 'zod/mini';
import { PRICE_LABELS, PRICE_MAX, type AdminPrice } from '@domain/contract/admin-pricing';
import { formatMoney } from '@domain/format';
import { MESSAGES } from '@domain/messages';
import { Button } from '@web/components/ui/button';
import { DialogFrame } from '@web/components/ui/dialog-frame';
import { FormField, registerField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/lib/toast';
import { richMessage } from '../rich-text';
import {
  PRICE_CHANGE_CONFIRM_FACTOR,
  priceChangeNeedsConfirmation,
  priceFormSchema,
  type PriceFormInput,
} from './price-form';
import { useUpdatePrice } from './use-update-price';

const T = ADMIN_MESSAGES.pricing;

interface PriceEditDialogProps {
  price: AdminPrice;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A new value for one price, in euro and cents. */
export function PriceEditDialog({ price, open, onOpenChange }: PriceEditDialogProps) {
  const update = useUpdatePrice();
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      busy={update.isPending}
      title={T.editTitle}
      description={PRICE_LABELS[price.key]}
    >
      {/* Mounted afresh on every opening, so the field starts from the current price. */}
      {open && <PriceForm price={price} update={update} onDone={() => onOpenChange(false)} />}
    </DialogFrame>
  );
}

function PriceForm({
  price,
  update,
  onDone,
}: {
  price: AdminPrice;
  update: ReturnType<typeof useUpdatePrice>;
  onDone: () => void;
}) {
  const form = useForm<PriceFormInput, unknown, z.output<typeof priceFormSchema>>({
    // Shown the Estonian way ('2,50'), as it is read back.
    defaultValues: { value: price.value > 0 ? price.value.toFixed(2).replace('.', ',') : '' },
    resolver: zodResolver(priceFormSchema),
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  // A change by more than ten times waits here for a second "yes", with both prices in words.
  const [unconfirmed, setUnconfirmed] = useState<number | null>(null);

  const save = (value: number) => {
    update.mutate(
      { key: price.key, value },
      {
        onSuccess: (saved) => {
          toast.success(ADMIN_MESSAGES.priceUpdated, {
            description: `${PRICE_LABELS[saved.key]}: ${formatMoney(saved.value)}`,
          });
          onDone();
        },
        onError: (error) => {
          console.error(ADMIN_MESSAGES.pricingUpdateError, error);
          toast.error(ADMIN_MESSAGES.pricingUpdateError, { description: error.message });
        },
      },
    );
  };

  const submit = ({ value }: z.output<typeof priceFormSchema>) => {
    if (priceChangeNeedsConfirmation(price.value, value)) setUnconfirmed(value);
    else save(value);
  };

  if (unconfirmed !== null) {
    const up = unconfirmed > price.value;
    return (
      <div className="flex flex-col gap-5" role="group" aria-labelledby="price-confirm-title">
        <div className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
          <div className="flex flex-col gap-1.5 text-sm text-slate-800">
            <p id="price-confirm-title" className="font-semibold text-slate-900">
              {fillMessage(up ? T.higher : T.lower, { factor: PRICE_CHANGE_CONFIRM_FACTOR })}
            </p>
            <p>
              {richMessage(T.confirmText, {
                current: <strong className="tabular-nums">{formatMoney(price.value)}</strong>,
                next: <strong className="tabular-nums">{formatMoney(unconfirmed)}</strong>,
              })}
            </p>
          </div>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setUnconfirmed(null)} disabled={update.isPending}>
            {MESSAGES.wizard.back}
          </Button>
          <Button
            autoFocus
            onClick={() => save(unconfirmed)}
            disabled={update.isPending}
            aria-busy={update.isPending || undefined}
          >
            {update.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
            {fillMessage(T.confirmSave, { price: formatMoney(unconfirmed) })}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      className="flex flex-col gap-5"
    >
      <FormField
        label={T.newPrice}
        error={errors.value?.message}
        hint={fillMessage(T.newPriceHint, { price: formatMoney(price.value) })}
      >
        {({ inputId, describedBy, invalid }) => (
          <Input
            id={inputId}
            inputMode="decimal"
            autoComplete="off"
            maxLength={String(PRICE_MAX).length + 6}
            required
            autoFocus
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            {...registerField(form, 'value')}
          />
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={update.isPending}>
          {MESSAGES.generic.cancel}
        </Button>
        <Button type="submit" disabled={update.isPending} aria-busy={update.isPending || undefined}>
          {update.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
          {ADMIN_MESSAGES.common.save}
        </Button>
      </div>
    </form>
  );
}
