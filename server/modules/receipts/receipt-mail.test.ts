import { describe, expect, it } from 'vitest';
import { OTHER_LOCALES, type Locale } from '@domain/locales';
import { m } from '@domain/paraglide/messages';
import { receiptMail } from './receipt-mail';

// The receipt mail in the account's language (issue 28): every row's words and formats, none left
// in Estonian but the purchase's own stored description.
describe('the receipt mail in every language', () => {
  const support = { phone: '+372 5555 5555', email: 'tugi@veoturg.ee', hours: '8–17' };
  const paid = {
    to: 'a@b.ee',
    number: 'K-000042',
    description: 'Veoturg Premium',
    amount: 7.99,
    vatRate: 24,
    paidAt: new Date('2026-12-08T10:00:00Z'),
    provider: 'demo',
  };
  const render = (locale: Locale) => receiptMail(paid, { publicUrl: 'https://veoturg.ee', support }, locale);
  const estonian = render('et');

  it('keeps the Estonian receipt as it was', () => {
    expect(estonian.subject).toBe('Kviitung K-000042 – Veoturg');
    expect(estonian.text).toContain('Summa: 7,99\u00A0€ (sh KM 24%)');
    expect(estonian.text).toContain('Käibemaks 24%: 1,55\u00A0€');
    expect(estonian.text).toContain('Makseviis: demomakse (raha ei liikunud)');
  });

  it.each(OTHER_LOCALES)('is all in %s', (locale) => {
    const mail = render(locale);
    expect(mail.subject).toBe(m['mail.receipt.subject']({ number: paid.number }, { locale }));
    expect(mail.html).toContain(`<html lang="${locale}">`);
    expect(mail.text).toContain(m['mail.receipt.methodDemo']({}, { locale }));
    const own = (line: string) => line.includes('http') || line.includes(paid.description);
    for (const line of estonian.text.split('\n').filter((l) => l.length > 8 && !own(l))) {
      expect(mail.text, `${locale}: ${line}`).not.toContain(line);
    }
  });

  it('writes the date and the money as the language does', () => {
    expect(render('en').text).toContain('€7.99');
    expect(render('en').text).toContain('08/12/2026');
    expect(render('lt').text).toContain('2026-12-08');
  });
});
