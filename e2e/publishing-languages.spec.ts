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
  {
    locale: 'ru',
    browser: 'ru-RU',
    latvia: 'Латвия',
    route: 'Рига Таллин',
    words: ru,
    account: ruAccount,
    mail: ruMail,
  },
  {
    locale: 'en',
    browser: 'en-GB',
    latvia: 'Latvia',
    // Riga as Estonians write it: the gazetteer knows a place's names in the six languages.
    route: 'Riia Tallinn',
    words: en,
    account: enAccount,
    mail: enMail,
  },
] as const;

for (const journey of JOURNEYS) {
  test.describe(`a dispatcher reading ${journey.locale}`, () => {
    test.use({ viewport: DESKTOP, locale: journey.browser });

    test('finds loads from Latvia and from Riga to Tallinn, starts the trial, sets an alert and receives it in their language', async ({
      page,
      browser,
    }) => {
      // Two users, a trial, an alert mail: a long journey on a busy 2-core machine.
      test.setTimeout(120_000);
      const say = inLanguage(journey.locale);
      const toast = (text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
      const { email } = await signInAs(page);
      await page.goto('/');
      await speak(page, journey.locale);

      // Loads from Latvia, found by the country's name in the reader's language.
      await page.goto('/');
      await expect(html(page)).toHaveAttribute('lang', journey.locale);
      await waitForApp(page);
      await page.getByRole('searchbox').fill(journey.latvia);
      await expect(page).toHaveURL((url) => url.searchParams.get('q') === journey.latvia);
      await expect(page.getByRole('main').getByText(journey.latvia).first()).toBeVisible();
      await captureScreens(page, `journey-${journey.locale}-search`);

      // A load from Riga to Tallinn, found by the cities' names in the reader's language.
      const tag = stamp();
      const load = await publishCargo(page, {
        originCity: 'Riga',
        originCountry: 'lati',
        destinationCity: 'Tallinn',
        destinationCountry: 'eesti',
        priceAmount: 660,
        notes: tag,
      });
      await page.getByRole('searchbox').fill(`${journey.route} ${tag}`);
      await expect(page).toHaveURL((url) => url.searchParams.get('q') === `${journey.route} ${tag}`);
      const found = page.locator('[data-feed-list] tbody tr[data-listing-id]');
      await expect(found).toHaveCount(1);
      await expect(found).toHaveAttribute('data-listing-id', load.id);
      // Both cities are places of the gazetteer: the estimated road distance and the price per km.
      const distance = found.locator('[data-road-distance]');
      await expect(distance).toHaveText(new RegExp(`^≈ \\d+ ${journey.locale === 'ru' ? 'км' : 'km'}$`));
      const km = Number(await distance.getAttribute('data-road-distance'));
      expect(km).toBeGreaterThan(300);
      expect(km).toBeLessThan(360);
      await expect(found.locator('[data-price-per-km]')).toHaveText(/^≈ .*\/km$/);

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

    test('publishes a free truck, opens a contact, keeps the profile, and the back office speaks it too', async ({
      page,
      browser,
    }) => {
      // The wizard's four steps, a contact, the settings and an admin's page: long on a busy machine.
      test.setTimeout(120_000);
      const say = inLanguage(journey.locale);
      const startsWith = (estonian: string) => new RegExp(`^${escapeRegExp(say(estonian))}`);
      const toast = (text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
      const { email } = await signInAs(page);
      await page.goto('/info');
      await speak(page, journey.locale);

      // A free truck through the wizard, every step in the reader's language.
      const from = `Tartu${stamp()}`;
      await page.goto('/?openModal=transport');
      await expect(html(page)).toHaveAttribute('lang', journey.locale);
      const wizard = page.getByRole('dialog', { name: say('Lisa kuulutus') });
      await expect(wizard.getByRole('radio', { name: startsWith('Vaba transport') })).toBeChecked();
      const next = () => wizard.getByRole('button', { name: say('Edasi') }).click();
      await next();
      await wizard.getByLabel(startsWith('Lähtepunkti linn')).fill(from);
      await wizard.getByLabel(startsWith('Sihtpunkti linn')).fill('Vilnius');
      await wizard.getByLabel(startsWith('Haagise tüüp')).selectOption('tentsõiduk');
      await captureScreens(page, `journey-${journey.locale}-wizard`, undefined, { fullPage: false });
      await next();
      await wizard.getByLabel(say('Telefon')).fill('+371 2000 0101');
      await next();
      await wizard.getByRole('button', { name: say('Avalda kuulutus') }).click();
      await expect(toast(say('Kuulutus lisatud!'))).toBeVisible();
      await expect(wizard).toBeHidden();
      await page.goto('/?tab=transport');
      await expect(
        page.locator('[data-feed-list] tbody tr[data-listing-id]').filter({ hasText: from }),
      ).toHaveCount(1);

      // A contact, opened with one of the month's free credits.
      await page.goto('/');
      const row = page.locator('[data-feed-list] tbody tr[data-listing-id]').first();
      const id = await row.getAttribute('data-listing-id');
      const details = say('Üksikasjad: {route}').split('{')[0]!;
      await row.getByRole('button', { name: new RegExp(`^${escapeRegExp(details)}`) }).click();
      const contact = page.locator(`#listing-${id}-details section[aria-label="${say('Kontaktandmed')}"]`);
      await expect(contact).toHaveAttribute('data-contact-state', 'locked');
      await contact.getByRole('button', { name: say('Ava kontakt') }).click();
      const confirm = page.getByRole('dialog', { name: say('Ava kontakt?') });
      await confirm.getByRole('button', { name: say('Kasuta 1 krediit') }).click();
      await expect(contact).toHaveAttribute('data-contact-state', 'unlocked');
      await expect(contact.locator('a[href^="tel:"]')).toBeVisible();
      await expect(toast(say('Kontakt avatud'))).toBeVisible();
      await captureScreens(page, `journey-${journey.locale}-contact`);

      // The profile: saved, and there after a reload.
      await page.goto('/profile-settings?tab=profile');
      const form = page.getByRole('form', { name: say('Profiil') });
      await expect(form.getByLabel(say('E-post'))).toHaveValue(email);
      await form.getByLabel(say('Kontaktisik')).fill('Anna Ozola');
      await form.getByRole('button', { name: say('Salvesta muudatused') }).click();
      await expect(toast(say('Profiil uuendatud'))).toBeVisible();
      await page.reload();
      await expect(form.getByLabel(say('Kontaktisik'))).toHaveValue('Anna Ozola');
      await captureScreens(page, `journey-${journey.locale}-profile`);

      // An admin who reads the same language finds this user on the users page.
      const adminContext = await browser.newContext({
        baseURL: test.info().project.use.baseURL,
        locale: journey.browser,
        viewport: DESKTOP,
      });
      const admin = await adminContext.newPage();
      await admin.goto('/info');
      await signInAs(admin, { role: 'admin' });
      await speak(admin, journey.locale);
      await admin.goto('/admin/users');
      await expect(html(admin)).toHaveAttribute('lang', journey.locale);
      const search = admin.getByRole('searchbox', { name: say('Otsi kasutajat') });
      await search.fill(email);
      await search.press('Enter');
      const users = admin.getByRole('table', { name: say('Kasutajad') });
      await expect(users.getByRole('row').filter({ hasText: email })).toHaveCount(1);
      await captureScreens(admin, `journey-${journey.locale}-admin-users`);
      await adminContext.close();
    });
  });
}

/** The user's own language in the profile, as the switch keeps it. */
async function speak(page: Page, locale: string): Promise<void> {
  const chosen = await page.request.put('/api/me/language', {
    data: { language: locale },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(chosen.status()).toBe(200);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
