import { ADMIN_MESSAGES } from '@domain/admin-messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { PRICE_LABELS, PRICE_MAX, type AdminPrice } from '@domain/contract/admin-pricing';
import { formatMoney } from '@domain/format';
import { Button } from '@web/components/ui/button';
import { DialogFrame } from '@web/components/ui/dialog-frame';
import { FormField, registerField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/lib/toast';
import { priceFormSchema, type PriceFormInput } from './price-form';
import { useUpdatePrice } from './use-update-price';

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
      title="Muuda hinda"
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
    defaultValues: { value: price.value > 0 ? price.value.toFixed(2) : '' },
    resolver: zodResolver(priceFormSchema),
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;

  const submit = ({ value }: z.output<typeof priceFormSchema>) => {
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

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      className="flex flex-col gap-5"
    >
      <FormField
        label="Uus hind (€)"
        error={errors.value?.message}
        hint={`Praegu ${formatMoney(price.value)}. Uus hind kehtib kohe uutele tehingutele.`}
      >
        {({ inputId, describedBy, invalid }) => (
          <Input
            id={inputId}
            type="number"
            inputMode="decimal"
            min={0.01}
            max={PRICE_MAX}
            step={0.01}
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
          Tühista
        </Button>
        <Button type="submit" disabled={update.isPending} aria-busy={update.isPending || undefined}>
          {update.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
          Salvesta
        </Button>
      </div>
    </form>
  );
}
