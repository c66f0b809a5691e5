import lt from '../../generated/i18n/lt';
import { href } from '../../src/shared/routing/paths';
import { expect, test } from './fixtures';
import { loginAs } from './session';

const q = lt.account.requests;
const f = lt.forms;

/**
 * Issue 35: in the real browser, the prepaid demo answers the request that waits for them (with a PDF) and
 * opens a new one; each shows in the list as the API keeps it.
 */
test('a customer answers a request waiting for them, with a file, and opens a new request', async ({ page }) => {
  await loginAs(page);
  await page.goto(href('MyRequests'));
  const ticket = page.getByRole('article', { name: /Nepavyko papildyti sąskaitos kortele/ });
  await ticket.getByRole('button', { name: /^Skaityti/ }).click();
  const reply = ticket.getByRole('region', { name: q.reply });
  await reply
    .getByRole('textbox', { name: new RegExp(`^${f['ticket-reply'].text.label}`) })
    .fill('Taip, galite uždaryti. Prisegu banko išrašą.');
  await reply
    .getByLabel(q.attachment.label)
    .setInputFiles({ name: 'israsas.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 test') });
  await reply.getByRole('button', { name: f['ticket-reply'].submit }).click();
  await expect(ticket.getByText(q.replied)).toBeVisible();
  await expect(ticket.getByText('Priedas: israsas.pdf')).toBeVisible();
  await expect(ticket.getByText(q.statuses.open)).toBeVisible();

  await page.getByRole('button', { name: q.new }).click();
  const form = page.getByRole('region', { name: q.newTitle });
  await form
    .getByRole('combobox', { name: new RegExp(`^${f['ticket-new'].topic.label}`) })
    .selectOption({ label: f['ticket-new'].topic.options.plans });
  await form.getByRole('textbox', { name: new RegExp(`^${f['ticket-new'].text.label}`) }).fill('Norėčiau pakeisti planą į pigesnį.');
  await form.getByRole('button', { name: f['ticket-new'].submit }).click();
  await expect(page.getByText(/^Užklausa T-\d+ pateikta\./)).toBeVisible();
  await expect(page.getByRole('article').first()).toHaveAccessibleName(/Planai ir paslaugos/);
  await page.reload();
  await expect(page.getByRole('article').first()).toHaveAccessibleName(/Planai ir paslaugos/);
});
