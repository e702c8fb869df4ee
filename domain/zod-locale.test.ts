import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { zodLocale } from './zod-locale';

describe('zodLocale', () => {
  const first = (schema: z.ZodMiniType, value: unknown) => {
    const result = schema.safeParse(value, { error: zodLocale('et').localeError });
    return result.success ? null : result.error.issues[0]!.message;
  };

  it('says in Estonian what zod checks without a message of the schema', () => {
    expect(first(z.string(), 5)).toBe('oodati: tekst');
    expect(first(z.string().check(z.maxLength(3)), 'abcd')).toBe('liiga suur: lubatud kuni 3 märki');
    expect(first(z.number().check(z.minimum(1)), 0)).toBe('liiga väike: lubatud vähemalt 1');
    expect(first(z.enum(['a', 'b']), 'c')).toBe('lubatud on: a, b');
    expect(first(z.strictObject({ a: z.string() }), { a: 'x', b: 1 })).toBe('tundmatu väli: b');
    expect(first(z.email(), 'x')).toBe('vigane e-posti aadress');
  });

  it('leaves the messages the schemas carry as they are', () => {
    expect(first(z.string().check(z.minLength(2, 'Palun sisestage linn')), 'a')).toBe('Palun sisestage linn');
  });
});
