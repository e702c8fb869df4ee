import { describe, expect, it } from 'vitest';
import { errorMessage, formFieldOf } from './form-errors';

const draft = {
  companyName: '',
  transportTypes: ['kaubik'],
  regularRoutes: [{ route: 'Tallinn → Riia', frequency: '' }],
  employeesCount: '1.5',
};

describe("a server error's field", () => {
  it('names a plain field as it is', () => {
    expect(formFieldOf('employeesCount', draft)).toBe('employeesCount');
  });

  it("names a route row's box", () => {
    expect(formFieldOf('regularRoutes.0.route', draft)).toBe('regularRoutes.0.route');
  });

  it('names a list of chips as a whole', () => {
    expect(formFieldOf('transportTypes.0', draft)).toBe('transportTypes');
    expect(formFieldOf('transportTypes.7', draft)).toBe('transportTypes');
  });

  it('is null for what the form does not hold', () => {
    expect(formFieldOf('showInCompanyDirectory', draft)).toBeNull();
    expect(formFieldOf('', draft)).toBeNull();
    expect(formFieldOf(undefined, draft)).toBeNull();
  });

  it('stops at the deepest part the form has', () => {
    expect(formFieldOf('regularRoutes.5.route', draft)).toBe('regularRoutes');
  });
});

describe("a field's message", () => {
  it("reads the field's own message", () => {
    expect(errorMessage({ type: 'custom', message: 'Palun sisestage täisarv' })).toBe(
      'Palun sisestage täisarv',
    );
  });

  it("finds an item's message in a list", () => {
    // react-hook-form keeps item errors in a sparse array.
    const items: unknown[] = [];
    items[2] = { type: 'too_big', message: 'Tekst võib olla kuni 60 tähemärki pikk' };
    expect(errorMessage(items)).toBe('Tekst võib olla kuni 60 tähemärki pikk');
  });

  it('answers nothing for no error', () => {
    expect(errorMessage(undefined)).toBeUndefined();
    expect(errorMessage({ type: 'custom' })).toBeUndefined();
  });
});
