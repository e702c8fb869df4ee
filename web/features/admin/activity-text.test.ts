import { describe, expect, it } from 'vitest';
import { activityChanges, activityLabel, activityTarget } from './activity-text';

describe('activity entries in words', () => {
  it('names the action in Estonian', () => {
    expect(activityLabel({ action: 'credits_added' })).toBe('Krediite lisatud');
  });

  it('lists the changed fields as old → new, and new fields alone', () => {
    expect(
      activityChanges({
        details: {
          before: { tier: 'free', end: null, same: 1 },
          after: { tier: 'premium', end: '2026-12-31', same: 1, note: true },
        },
      }),
    ).toEqual(['tier: free → premium', 'end: – → 2026-12-31', 'note: jah']);
    expect(activityChanges({ details: null })).toEqual([]);
  });

  it('says what the target is: its label, else its kind and short id', () => {
    expect(activityTarget({ details: { label: 'mari@firma.ee' }, targetType: 'user', targetId: 'x' })).toBe(
      'mari@firma.ee',
    );
    expect(activityTarget({ details: null, targetType: 'cargo', targetId: '1234567890' })).toBe(
      'cargo 12345678',
    );
  });
});
