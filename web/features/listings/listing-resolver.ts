import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';
import {
  cargoDetailsStepSchema,
  cargoListingFieldsSchema,
  cargoPublishSchema,
  contactStepSchema,
  durationStepSchema,
  transportDetailsStepSchema,
  transportListingFieldsSchema,
  transportPublishSchema,
  validateStep,
  type InputProblem,
  type WizardStep,
} from '@domain/listing-input';
import type { ListingType } from '@domain/plans';
import type { ListingDraft } from './listing-draft';

/**
 * Which of the domain schemas (domain/listing-input.ts, the ones the API validates with) checks the form
 * at each moment: one wizard step at a time, everything before publishing, the listing's fields when
 * editing.
 */
export type ListingFormStage = 'details' | 'contact' | 'duration' | 'publish' | 'edit';

export const STEP_STAGE: Record<WizardStep, ListingFormStage> = { 2: 'details', 3: 'contact', 4: 'duration' };

function listingSchema(stage: ListingFormStage, type: ListingType): z.ZodMiniType {
  const cargo = type === 'cargo';
  switch (stage) {
    case 'details':
      return cargo ? cargoDetailsStepSchema : transportDetailsStepSchema;
    case 'contact':
      return contactStepSchema;
    case 'duration':
      return durationStepSchema;
    case 'publish':
      return cargo ? cargoPublishSchema : transportPublishSchema;
    case 'edit':
      return cargo ? cargoListingFieldsSchema : transportListingFieldsSchema;
  }
}

/** The validated body, as the schema answers it: cleaned text, parsed numbers, country keys. */
export type ListingBody = Record<string, unknown>;

/**
 * A react-hook-form resolver that validates the draft with the schema of the current stage. The schemas
 * read the draft as typed (text numbers, blank strings) and answer the API body, so `handleSubmit`
 * hands over exactly what is sent.
 */
export function listingResolver(
  getStage: () => ListingFormStage,
): Resolver<ListingDraft, unknown, ListingBody> {
  return (values, context, options) => {
    const schema = listingSchema(getStage(), values.listingType);
    // The schema's input type is the API's (numbers or text), the draft's is text; both are read alike.
    const resolve = zodResolver(schema as z.ZodMiniType<ListingBody, ListingDraft>) as unknown as Resolver<
      ListingDraft,
      unknown,
      ListingBody
    >;
    return resolve(values, context, options);
  };
}

/** The toast for a step that may not be left yet (spec §5 titles), or null. */
export function stepProblem(step: WizardStep, draft: ListingDraft): InputProblem | null {
  return validateStep(step, draft.listingType, draft);
}
