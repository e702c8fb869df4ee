import { describe, expect, it } from 'vitest';
import { maintenanceTextsSchema } from './maintenance-texts';

function messages(title: string, subtitle: string): Record<string, string> {
  const result = maintenanceTextsSchema.safeParse({ title, subtitle });
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('maintenanceTextsSchema', () => {
  it('requires both texts, blanks included', () => {
    expect(messages('', '  ')).toEqual({
      title: 'Palun sisestage pealkiri',
      subtitle: 'Palun sisestage alapealkiri',
    });
    expect(maintenanceTextsSchema.parse({ title: ' Hooldus ', subtitle: 'Oleme peagi tagasi.' })).toEqual({
      title: 'Hooldus',
      subtitle: 'Oleme peagi tagasi.',
    });
  });

  it('keeps to the server limits after trimming', () => {
    expect(messages(` ${'a'.repeat(200)} `, 'b'.repeat(500))).toEqual({});
    expect(messages('a'.repeat(201), 'b'.repeat(501))).toEqual({
      title: 'Pealkiri võib olla kuni 200 tähemärki pikk',
      subtitle: 'Alapealkiri võib olla kuni 500 tähemärki pikk',
    });
  });
});
