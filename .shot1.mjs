import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const base = 'http://127.0.0.1:3600';
for (const [w, h] of [[1366, 900], [390, 844]]) {
  const context = await browser.newContext({ viewport: { width: w, height: h }, locale: 'et-EE', timezoneId: 'Europe/Tallinn' });
  const page = await context.newPage();
  await page.goto(base + '/');
  const r = await page.request.post(base + '/api/auth/sign-in/email', { data: { email: 'admin@veoturg.ee', password: 'Veoturg2026!' }, headers: { Origin: base } });
  console.log('signin', r.status());
  await page.request.put(base + '/api/admin/maintenance', { data: { title: 'Hooldus' }, headers: { Origin: base } });
  await page.goto(base + '/admin');
  await page.getByText('Viimased tegevused').waitFor();
  await page.locator('[data-activity-entry]').first().waitFor();
  await page.screenshot({ path: `/tmp/admin-overview-${w}.png`, fullPage: true });
  await page.goto(base + '/admin/activity');
  await page.getByRole('heading', { name: 'Tegevuslogi' }).waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/admin-activity-${w}.png`, fullPage: true });
  await context.close();
}
await browser.close();
