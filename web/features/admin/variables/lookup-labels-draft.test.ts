import { describe, expect, it } from 'vitest';
import { ApiError } from '@web/lib/api';
import { labelFieldOf, labelsDraft, labelsFormSchema, missingLabelsNote } from './lookup-labels-draft';

describe('the labels form', () => {
  it('starts from the stored labels, blank where one is missing', () => {
    expect(labelsDraft({ labels: { en: 'food', fi: 'ruoka' } })).toEqual({
      labels: { en: 'food', ru: '', lv: '', lt: '', fi: 'ruoka' },
    });
  });

  it('sends every language, a blank one blank (removed by the server)', () => {
    const draft = labelsDraft({ labels: { en: 'food' } });
    draft.labels.ru = 'еда';
    expect(labelsFormSchema.parse(draft)).toEqual({
      labels: { en: 'food', ru: 'еда', lv: '', lt: '', fi: '' },
    });
  });

  it('shows a refused label under its own field, anything else not', () => {
    const refused = (field?: string, status = 400) =>
      new ApiError(status, 'VALIDATION_ERROR', 'Liiga pikk', { field });
    expect(labelFieldOf(refused('labels.ru'))).toBe('labels.ru');
    expect(labelFieldOf(refused('labels.et'))).toBeUndefined();
    expect(labelFieldOf(refused('name'))).toBeUndefined();
    expect(labelFieldOf(refused())).toBeUndefined();
    expect(labelFieldOf(refused('labels.ru', 404))).toBeUndefined();
    expect(labelFieldOf(new Error('offline'))).toBeUndefined();
  });

  it('names the missing languages in the row, and says nothing when none is', () => {
    expect(missingLabelsNote(['ru', 'lt'])).toBe('Tõlge puudub: RU, LT');
    expect(missingLabelsNote([])).toBeNull();
  });
});
