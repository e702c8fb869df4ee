import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { ADR_CLASSES, LOAD_TYPES, LOADING_SIDES, PALLET_TYPES } from '@domain/freight';
import { MESSAGES } from '@domain/messages';
import { cn } from '@web/lib/cn';
import {
  ChoicesField,
  DecimalField,
  FlagField,
  lookupChoices,
  SelectField,
  TextField,
  type Choice,
} from './form-fields';
import { DirectionsField } from './DirectionsField';
import {
  FREIGHT_FLAGS,
  FREIGHT_LISTS,
  FREIGHT_TEXT,
  type FreightField,
  type ListingDraft,
} from './listing-draft';
import { useListingOptions } from './use-listing-options';

const FIELDS = MESSAGES.listingFields;
const F = MESSAGES.freight;

const LOAD_TYPE_CHOICES: Choice[] = LOAD_TYPES.map((kind) => ({ value: kind, label: F.loadType[kind] }));
const PALLET_CHOICES: Choice[] = PALLET_TYPES.map((type) => ({ value: type, label: F.pallet[type] }));
const ADR_CHOICES: Choice[] = ADR_CLASSES.map((adr) => ({ value: adr, label: adr }));
const SIDE_CHOICES: Choice[] = LOADING_SIDES.map((side) => ({ value: side, label: F.side[side] }));

const FREIGHT_FIELDS: readonly FreightField[] = [
  ...FREIGHT_TEXT,
  ...FREIGHT_LISTS,
  ...FREIGHT_FLAGS,
  'wantedDirections',
];

/** Whether the draft says anything of the freight details its type has. */
function saysFreight(draft: ListingDraft): boolean {
  if (draft.listingType === 'transport') {
    return (
      [draft.loadingMeters, draft.temperatureMin, draft.temperatureMax].some((text) => text.trim() !== '') ||
      draft.adrClasses.length > 0 ||
      draft.wantedDirections.length > 0
    );
  }
  return (
    FREIGHT_TEXT.some((key) => draft[key].trim() !== '') ||
    FREIGHT_LISTS.some((key) => key !== 'adrClasses' && draft[key].length > 0) ||
    FREIGHT_FLAGS.some((key) => draft[key] !== null)
  );
}

const grid = 'grid grid-cols-1 gap-4 sm:grid-cols-2';

/**
 * A load's or a truck's freight details (domain/freight.ts), folded under "Rohkem detaile" so the
 * short path stays short. It opens by itself for a draft that already says some (a template, an edit) and
 * while one of its fields is refused; folding it keeps what was typed.
 */
export function FreightFields() {
  const { getValues, watch } = useFormContext<ListingDraft>();
  const type = watch('listingType');
  const { errors } = useFormState<ListingDraft>();
  const [open, setOpen] = useState(() => saysFreight(getValues()));
  const refused = FREIGHT_FIELDS.some((key) => errors[key]);
  const shown = open || refused;

  return (
    <section
      className="flex flex-col gap-4 rounded-xl border border-slate-200"
      data-freight-details={shown ? 'open' : 'closed'}
    >
      <button
        type="button"
        aria-expanded={shown}
        aria-controls="freight-details"
        onClick={() => setOpen(!shown)}
        className="flex min-h-11 w-full items-center justify-between gap-3 rounded-xl px-4 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <span className="flex min-w-0 flex-col">
          <span className="text-sm font-semibold text-slate-900">{FIELDS.moreDetails}</span>
          <span className="text-xs text-slate-600">{FIELDS.moreDetailsHint}</span>
        </span>
        <ChevronDown
          aria-hidden="true"
          className={cn('size-5 shrink-0 text-slate-500 transition-transform', shown && 'rotate-180')}
        />
      </button>
      {shown && (
        <div id="freight-details" className="flex flex-col gap-5 border-t border-slate-100 px-4 pt-4 pb-5">
          {type === 'cargo' ? <CargoFreight /> : <TransportFreight />}
        </div>
      )}
    </section>
  );
}

function CargoFreight() {
  const options = useListingOptions();
  return (
    <>
      <div className={grid}>
        <SelectField name="loadType" label={FIELDS.loadType} choices={LOAD_TYPE_CHOICES} />
        <DecimalField name="loadingMeters" label={FIELDS.loadingMeters} unit="LDM" />
        <DecimalField name="palletCount" label={FIELDS.palletCount} inputMode="numeric" />
        <SelectField name="palletType" label={FIELDS.palletType} choices={PALLET_CHOICES} />
      </div>
      <fieldset className="flex min-w-0 flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-medium text-slate-800">{FIELDS.pieceSize}</legend>
        <div className="grid grid-cols-3 gap-3">
          <DecimalField name="pieceLength" label={FIELDS.pieceLength} unit={FIELDS.unitMetres} />
          <DecimalField name="pieceWidth" label={FIELDS.pieceWidth} unit={FIELDS.unitMetres} />
          <DecimalField name="pieceHeight" label={FIELDS.pieceHeight} unit={FIELDS.unitMetres} />
        </div>
      </fieldset>
      <div className={grid}>
        <SelectField
          name="adrClass"
          label={FIELDS.adrClass}
          choices={ADR_CHOICES}
          placeholder={F.notDangerous}
        />
        <TextField
          name="unNumber"
          label={FIELDS.unNumber}
          inputMode="numeric"
          maxLength={4}
          placeholder="1203"
        />
        <Temperatures />
      </div>
      <ChoicesField name="bodyTypes" label={FIELDS.bodyTypes} choices={lookupChoices(options.trailerTypes)} />
      <div className={grid}>
        <ChoicesField name="loadingSides" label={FIELDS.loadingSides} choices={SIDE_CHOICES} />
        <ChoicesField name="unloadingSides" label={FIELDS.unloadingSides} choices={SIDE_CHOICES} />
      </div>
      <div className={grid}>
        <FlagField name="palletExchange" label={FIELDS.palletExchange} />
        <FlagField name="priceIncludesVat" label={FIELDS.priceIncludesVat} />
        <DecimalField
          name="paymentTermDays"
          label={FIELDS.paymentTermDays}
          unit={FIELDS.unitDays}
          inputMode="numeric"
        />
      </div>
    </>
  );
}

function TransportFreight() {
  return (
    <>
      <div className={grid}>
        <DecimalField name="loadingMeters" label={FIELDS.loadingMeters} unit="LDM" />
        <div className="hidden sm:block" />
        <Temperatures />
      </div>
      <ChoicesField name="adrClasses" label={FIELDS.adrClasses} choices={ADR_CHOICES} />
      <DirectionsField />
    </>
  );
}

// Typed as text: a phone's decimal keypad has no minus.
function Temperatures() {
  return (
    <>
      <DecimalField name="temperatureMin" label={FIELDS.temperatureMin} unit="°C" inputMode="text" />
      <DecimalField name="temperatureMax" label={FIELDS.temperatureMax} unit="°C" inputMode="text" />
    </>
  );
}
