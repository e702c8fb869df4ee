import { expect, test, type Page } from '@playwright/test';
import { countMessage } from '../domain/catalogue';
import enAccount from '../messages/account/en.json' with { type: 'json' };
import ruAccount from '../messages/account/ru.json' with { type: 'json' };
import en from '../messages/en.json' with { type: 'json' };
import enMail from '../messages/mail/en.json' with { type: 'json' };
import ruMail from '../messages/mail/ru.json' with { type: 'json' };
import ru from '../messages/ru.json' with { type: 'json' };
import { waitForApp } from './support/app';
import { signInAs, waitForMailLink } from './support/auth';
import { publishCargo, stamp } from './support/publishing';
import { captureScreens, DESKTOP } from './support/screens';
import { inLanguage } from './support/words';

// A dispatcher who reads no Estonian, through the pages in their language (issue 28, "Done when";
// docs/decisions/0064-the-pages-language.md). Named to run after marketplace.spec.ts, whose counts
// the listing it publishes would change.
const html = (page: Page) => page.locator('html');

// The journey of a dispatcher who reads no Estonian, in Russian and in English (issue 28, "Done when").
const JOURNEYS = [
  { locale: 'ru', browser: 'ru-RU', latvia: 'Латвия', words: ru, account: ruAccount, mail: ruMail },
  { locale: 'en', browser: 'en-GB', latvia: 'Latvia', words: en, account: enAccount, mail: enMail },
] as const;

for (const journey of JOURNEYS) {
  test.describe(`a dispatcher reading ${journey.locale}`, () => {
    test.use({ viewport: DESKTOP, locale: journey.browser });

    test('finds loads from Latvia, starts the trial, sets an alert and receives it in their language', async ({
      page,
      browser,
    }) => {
      // Two users, a trial, an alert mail: a long journey on a busy 2-core machine.
      test.setTimeout(120_000);
      const say = inLanguage(journey.locale);
      const toast = (text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
      const { email } = await signInAs(page);
      await page.goto('/');
      const chosen = await page.request.put('/api/me/language', {
        data: { language: journey.locale },
        headers: { Origin: new URL(page.url()).origin },
      });
      expect(chosen.status()).toBe(200);

      // Loads from Latvia, found by the country's name in the reader's language.
      await page.goto('/');
      await expect(html(page)).toHaveAttribute('lang', journey.locale);
      await waitForApp(page);
      await page.getByRole('searchbox').fill(journey.latvia);
      await expect(page).toHaveURL((url) => url.searchParams.get('q') === journey.latvia);
      await expect(page.getByRole('main').getByText(journey.latvia).first()).toBeVisible();
      await captureScreens(page, `journey-${journey.locale}-search`);

      // The trial, from the pricing page.
      await page.goto('/hinnad');
      await waitForApp(page);
      await page
        .locator('[data-plan="Premium"]')
        .getByRole('button', {
          name: countMessage(journey.account.account.subscription.tryFree, 7, {}, journey.locale),
        })
        .click();
      await expect(toast(journey.words.trial.started)).toBeVisible();

      // An alert for loads from a town of its own.
      const city = `Alertlinn${stamp()}`;
      await page.goto('/profile-settings?tab=notifications');
      const form = page.getByRole('form', { name: say('Teavitused') });
      await expect(form).toBeVisible();
      await form.getByRole('switch', { name: say('Saada mulle teavitusi') }).click();
      const cargo = form.getByRole('region', { name: say('Kaubad') });
      await cargo.getByRole('switch', { name: say('Kaubad') }).click();
      const cities = cargo.getByRole('textbox', { name: say('Lähtelinnad') });
      await cities.fill(city);
      await cities.press('Enter');
      await form.getByRole('button', { name: say('Salvesta') }).click();
      await expect(toast(say('Teavituste seaded salvestatud'))).toBeVisible();
      await captureScreens(page, `journey-${journey.locale}-alerts`);

      // Another user publishes a load that matches: the alert mail comes in the reader's language.
      const publisherContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
      const publisher = await publisherContext.newPage();
      await signInAs(publisher, {});
      await publisher.goto('/');
      const listing = await publishCargo(publisher, { originCity: city, destinationCity: 'Riia' });
      await publisherContext.close();
      await waitForMailLink(page.request, email, new RegExp(`listing=${listing.id}`));
      const mailbox = (await (await page.request.get('/api/dev/mailbox')).json()) as {
        items: { to: string; subject: string }[];
      };
      const subject = journey.mail.mail.alert.subjectOne.split('{')[0]!;
      expect(
        mailbox.items.find((item) => item.to === email && item.subject.startsWith(subject))?.subject,
      ).toContain(city);
    });
  });
}
