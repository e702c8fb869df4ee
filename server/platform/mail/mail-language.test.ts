import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTHER_LOCALES, type Locale } from '@domain/locales';
import { m } from '@domain/paraglide/messages';
import { createTestApp, type TestApp } from '../../../test/app';
import { ORIGIN, PASSWORD } from '../../../test/auth';
import { unique } from '../../../test/factories/index';
import { accountExistsMail, confirmationMail, passwordResetMail } from './templates';

// ../shared/spec/API.md, "Languages": a sign-up takes the request's language, so its confirmation
// e-mail is already in it; every later e-mail follows the profile.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Mail = { to: string; subject: string; text: string };
const mailsTo = async (address: string): Promise<Mail[]> =>
  ((await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' })).json().items as Mail[]).filter(
    (mail) => mail.to === address,
  );

const signUp = (address: string, headers: Record<string, string>, body: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: ORIGIN, ...headers },
    payload: { email: address, password: PASSWORD, name: '', acceptTerms: true, ...body },
  });

describe('the account e-mails’ language', () => {
  it('sends the confirmation in the sign-up’s Accept-Language', async () => {
    const address = `${unique('ru')}@example.test`;
    expect((await signUp(address, { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.5' })).statusCode).toBe(200);
    const [mail] = await mailsTo(address);
    expect(mail?.subject).toBe(m['mail.confirmation.subject']({}, { locale: 'ru' }));
    expect(mail?.text).toContain(m['mail.confirmation.intro']({}, { locale: 'ru' }));
    // No SUPPORT_HOURS set (createTestApp): the support line's hours are Russian too.
    const hours = m['support.defaultHours']({}, { locale: 'ru' });
    expect(mail?.text).toContain(`${m['mail.support']({ hours }, { locale: 'ru' })}: `);
    expect(mail?.text).not.toContain(m['support.defaultHours']({}, { locale: 'et' }));
  });

  it('sends the confirmation in the sign-up’s own language field, before the header', async () => {
    const address = `${unique('lt')}@example.test`;
    expect((await signUp(address, { 'accept-language': 'fi' }, { language: 'lt' })).statusCode).toBe(200);
    const [mail] = await mailsTo(address);
    expect(mail?.subject).toBe(m['mail.confirmation.subject']({}, { locale: 'lt' }));
  });

  it('sends the reset link in the profile’s language, whatever the request asks for', async () => {
    const address = `${unique('lv')}@example.test`;
    await signUp(address, { 'accept-language': 'lv' });
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: ORIGIN, 'accept-language': 'en' },
      payload: { email: address, redirectTo: '/reset-password' },
    });
    expect(reset.statusCode).toBe(200);
    // The reset request is a job (decision 0040): wait for its mail.
    let mails: Mail[] = [];
    for (let i = 0; i < 100 && mails.length < 2; i++) {
      mails = await mailsTo(address);
      if (mails.length < 2) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(mails.map((mail) => mail.subject)).toContain(m['mail.reset.subject']({}, { locale: 'lv' }));
  });

  it('tells the owner of a taken address in the owner’s language, not the stranger’s', async () => {
    const address = `${unique('fi')}@example.test`;
    await signUp(address, { 'accept-language': 'fi' });
    await signUp(address, { 'accept-language': 'ru' });
    const subjects = (await mailsTo(address)).map((mail) => mail.subject);
    expect(subjects).toContain(m['mail.accountExists.subject']({}, { locale: 'fi' }));
    expect(subjects).not.toContain(m['mail.accountExists.subject']({}, { locale: 'ru' }));
  });
});

describe('the account e-mails in every language', () => {
  const support = { phone: '+372 5555 5555', email: 'tugi@veoturg.ee', hours: '8–17' };
  const render = (locale: Locale) => [
    confirmationMail('a@b.ee', 'https://veoturg.ee/c', support, locale),
    passwordResetMail('a@b.ee', 'https://veoturg.ee/r', support, locale),
    accountExistsMail('a@b.ee', 'https://veoturg.ee/s', support, locale),
  ];
  const estonian = render('et');

  it.each(OTHER_LOCALES)('are all in %s, none in Estonian', (locale) => {
    render(locale).forEach((mail, index) => {
      const et = estonian[index]!;
      expect(mail.subject).not.toBe(et.subject);
      expect(mail.html).toContain(`<html lang="${locale}">`);
      // No Estonian sentence of the same mail is left in it.
      for (const line of et.text.split('\n').filter((l) => l.length > 12 && !l.includes('http'))) {
        expect(mail.text, `${locale}: ${line}`).not.toContain(line);
      }
      expect(mail.text).toContain(support.email);
    });
  });

  it.each(OTHER_LOCALES)('say the support hours in %s when the operator set none', (locale) => {
    const mail = confirmationMail('a@b.ee', 'https://veoturg.ee/c', { ...support, hours: null }, locale);
    const own = m['mail.support']({ hours: m['support.defaultHours']({}, { locale }) }, { locale });
    expect(mail.text).toContain(`${own}: ${support.phone}`);
    expect(mail.html).toContain(own);
    expect(mail.text).not.toContain(m['support.defaultHours']({}, { locale: 'et' }));
  });
});
