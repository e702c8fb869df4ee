import { describe, expect, it } from 'vitest';
import { matchesPath } from '@web/lib/paths';
import { readMatchesTarget, withMatchesTarget, withoutMatchesTarget } from './matches-params';
import { matchCountText, matchDistanceText, matchedType, matchTexts } from './match-texts';

const p = (query: string) => new URLSearchParams(query);
const ID = '0b7c9a52-6f0e-4c55-9d3a-2f6f2b1d9e11';

describe('the count line of the matches', () => {
  it('says the total in the plural form it takes', () => {
    expect(matchCountText('transport', 1)).toBe('1 sobiv koorem');
    expect(matchCountText('transport', 12)).toBe('12 sobivat koormat');
    expect(matchCountText('cargo', 1)).toBe('1 sobiv veok');
    expect(matchCountText('cargo', 1500)).toBe('1\u00A0500 sobivat veokit');
  });
});

describe('the words of the matches', () => {
  it('shows a truck its loads and a load its trucks', () => {
    expect(matchedType('transport')).toBe('cargo');
    expect(matchedType('cargo')).toBe('transport');
    expect(matchTexts('transport').label).toBe('Sobivad koormad');
    expect(matchTexts('cargo').label).toBe('Sobivad veokid');
    expect(matchTexts('transport').empty).toBe('Praegu sobivaid koormaid ei ole');
    expect(matchTexts('cargo').empty).toBe('Praegu sobivaid veokeid ei ole');
  });

  it('says the rule’s radius and days, not placeholders', () => {
    for (const type of ['cargo', 'transport'] as const) {
      expect(matchTexts(type).lead).toContain('150 km');
      expect(matchTexts(type).lead).not.toMatch(/\{\w+\}/);
    }
  });

  it('measures a load from the truck and a truck from the pickup', () => {
    expect(matchDistanceText('transport', 12)).toBe('12 km Teie veoki asukohast');
    expect(matchDistanceText('cargo', 0)).toBe('0 km pealelaadimiskohast');
  });
});

describe('the matches in the address', () => {
  it('reads the listing whose matches are open', () => {
    expect(readMatchesTarget(p(`matches=${ID}&type=transport`))).toEqual({ type: 'transport', id: ID });
    expect(readMatchesTarget(p(`tab=transport&matches=${ID}&type=cargo`))).toEqual({ type: 'cargo', id: ID });
  });

  it('opens nothing without both an id and a listing type', () => {
    expect(readMatchesTarget(p(''))).toBeNull();
    expect(readMatchesTarget(p(`matches=${ID}`))).toBeNull();
    expect(readMatchesTarget(p(`matches=${ID}&type=companies`))).toBeNull();
    expect(readMatchesTarget(p('matches=%20&type=cargo'))).toBeNull();
  });

  it('is what the published toast links to', () => {
    const url = new URL(matchesPath('transport', ID), 'https://veoturg.test');
    expect(url.pathname).toBe('/minu-kuulutused');
    expect(url.search).toBe(`?tab=transport&matches=${ID}&type=transport`);
    expect(readMatchesTarget(url.searchParams)).toEqual({ type: 'transport', id: ID });
  });

  it('opens and closes over the rest of the view', () => {
    const open = withMatchesTarget(p('tab=transport&page=2'), { type: 'transport', id: ID });
    expect(open.toString()).toBe(`tab=transport&page=2&matches=${ID}&type=transport`);
    expect(withoutMatchesTarget(open).toString()).toBe('tab=transport&page=2');
  });
});
