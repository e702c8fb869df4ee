import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@domain/messages';
import { emptyDraft, type ListingDraft } from './listing-draft';
import { listingResolver, stepProblem, type ListingFormStage } from './listing-resolver';

const W = MESSAGES.wizard;

async function resolve(stage: ListingFormStage, draft: ListingDraft) {
  const resolver = listingResolver(() => stage);
  return resolver(draft, undefined, { fields: {}, shouldUseNativeValidation: false });
}

function cargo(overrides: Partial<ListingDraft> = {}): ListingDraft {
  return {
    ...emptyDraft('cargo'),
    originCity: 'Tallinn',
    destinationCity: 'Riia',
    destinationCountry: 'lati',
    cargoType: 'toidukaubad',
    contactPhone: '+372 5555 1234',
    durationDays: 7,
    ...overrides,
  };
}

describe('the wizard checks one step at a time', () => {
  it('step 2 of a cargo listing names each missing required field with the spec text', async () => {
    const { errors } = await resolve('details', emptyDraft('cargo'));
    expect(errors.originCity?.message).toBe(W.originCityRequired);
    expect(errors.destinationCity?.message).toBe(W.destinationCityRequired);
    expect(errors.cargoType?.message).toBe(W.cargoTypeRequired);
    // Contact and duration belong to later steps.
    expect(errors.contactPhone).toBeUndefined();
    expect(errors.durationDays).toBeUndefined();
  });

  it('step 2 of a transport listing asks for the trailer type, not the cargo type', async () => {
    const { errors } = await resolve('details', {
      ...emptyDraft('transport'),
      originCity: 'Tartu',
      destinationCity: 'Pärnu',
    });
    expect(errors.trailerType?.message).toBe(W.trailerTypeRequired);
    expect(errors.cargoType).toBeUndefined();
  });

  it('a city of blanks and quotes is still missing', async () => {
    const { errors } = await resolve('details', cargo({ originCity: '  "\'  ' }));
    expect(errors.originCity?.message).toBe(W.originCityRequired);
  });

  it('reads typed decimals with a comma and refuses words', async () => {
    expect((await resolve('details', cargo({ weight: '1 250,5' }))).errors).toEqual({});
    const { errors } = await resolve('details', cargo({ weight: 'palju' }));
    expect(errors.weight?.message).toBe(W.invalidNumber);
  });

  it('step 3 wants a phone or an e-mail, and a real-looking e-mail', async () => {
    const none = await resolve('contact', cargo({ contactPhone: '', contactEmail: '' }));
    expect(none.errors.contactPhone?.message).toBe(W.contactRequired);
    const bad = await resolve('contact', cargo({ contactPhone: '', contactEmail: 'mari at firma' }));
    expect(bad.errors.contactEmail?.message).toBe(W.invalidEmail);
    expect(
      (await resolve('contact', cargo({ contactPhone: '', contactEmail: 'mari@firma.ee' }))).errors,
    ).toEqual({});
  });

  it('step 4 wants a duration', async () => {
    const { errors } = await resolve('duration', cargo({ durationDays: null }));
    expect(errors.durationDays?.message).toBe(W.durationRequired);
  });

  it('publishing hands over the API body: cleaned text, parsed numbers, only the type’s fields', async () => {
    const { values, errors } = await resolve(
      'publish',
      cargo({ notes: 'Palun\thelistada {enne}', weight: '12,5', trailerType: 'tanker', isUrgent: true }),
    );
    expect(errors).toEqual({});
    expect(values).toMatchObject({
      originCity: 'Tallinn',
      destinationCountry: 'lati',
      weight: 12.5,
      notes: 'Palun helistada enne',
      isUrgent: true,
      durationDays: 7,
      contactEmail: null,
    });
    expect(values).not.toHaveProperty('trailerType');
    expect(values).not.toHaveProperty('listingType');
  });

  it('editing checks the listing without a duration', async () => {
    expect((await resolve('edit', cargo({ durationDays: null }))).errors).toEqual({});
    expect((await resolve('edit', cargo({ destinationCity: '' }))).errors.destinationCity?.message).toBe(
      W.destinationCityRequired,
    );
  });
});

describe('the toast of a step that may not be left', () => {
  it('uses the spec titles', () => {
    expect(stepProblem(2, emptyDraft('cargo'))).toMatchObject({
      title: W.missingDataTitle,
      message: W.originCityRequired,
    });
    expect(stepProblem(3, cargo({ contactPhone: '' }))).toMatchObject({
      title: W.missingContactTitle,
      message: W.contactRequired,
    });
    expect(stepProblem(3, cargo({ contactEmail: 'x@y' }))).toMatchObject({
      title: W.invalidEmailTitle,
      message: W.invalidEmail,
    });
    expect(stepProblem(4, cargo({ durationDays: null }))).toMatchObject({ message: W.durationRequired });
    expect(stepProblem(2, cargo())).toBeNull();
  });
});
