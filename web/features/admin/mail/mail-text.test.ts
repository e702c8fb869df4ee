import { describe, expect, it } from 'vitest';
import { mailKindLabel, undeliveredSummary } from './mail-text';

describe('undelivered mail texts', () => {
  it('names the kinds the product sends and shows others as stored', () => {
    expect(mailKindLabel('password_reset')).toBe('Parooli lähtestamine');
    expect(mailKindLabel('invoice')).toBe('invoice');
  });

  it('says what waits, in Estonian numbers', () => {
    expect(undeliveredSummary({ failed: 0, retrying: 0 })).toBe('Kõik e-kirjad on kohale toimetatud.');
    expect(undeliveredSummary({ failed: 1, retrying: 0 })).toBe('1 e-kiri jäi saatmata.');
    expect(undeliveredSummary({ failed: 3, retrying: 1 })).toBe(
      '3 e-kirja jäi saatmata, 1 e-kiri ootab uut saatmiskatset.',
    );
    expect(undeliveredSummary({ failed: 0, retrying: 2 })).toBe('2 e-kirja ootavad uut saatmiskatset.');
  });
});
