// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { href } from '@/shared/routing/paths';
import { renderApp, useSandboxServer } from '../harness';

useSandboxServer();
afterEach(cleanup);

const LOAD = { timeout: 15_000 };

/** The page's text as a customer reads it: the main content and its notices. */
const pageText = () => (document.body.textContent ?? '').replace(/[ \t\n\r]+/g, ' ');

/**
 * Issue 33: one date, time, phone and money format per language (spec/app.yaml formats): no ISO dates in
 * customer text, Lithuanian long dates "2026 m. lapkričio 28 d.", numbers "+370 612 34567", sums "12,45 €".
 */
function expectFormats(text: string) {
  expect(text, 'an ISO date').not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
  for (const [date] of text.matchAll(/\b\d{4}(?: m\.)? [a-zčėįšųūž]+ \d{1,2} d\./g)) expect(date, 'a long date').toMatch(/^\d{4} m\. /);
  for (const [phone] of text.matchAll(/\+370 ?[\d ]{8,10}/g)) expect(phone.trim(), 'a phone number').toMatch(/^\+370 6\d{2} \d{5}$/);
  for (const [sum] of text.matchAll(/-?\d+[.,]\d{2}\s?€/g)) expect(sum, 'a sum').toMatch(/^-?\d+,\d{2}\u00a0€$/);
}

describe('what screens print: dates, times, phones, sums', () => {
  it.each([
    ['the dashboard (balance, validity dates, banners)', href('Dashboard'), '61234567', /Likutis|12,45/],
    ['the invoices (issue and due dates, amounts)', href('Invoices'), '61234568', /14,99/],
    ['the login history (dates and times)', href('SettingsLoginHistory'), '61234567', /\d{2}:\d{2}/],
    ['personal information (the number)', href('SettingsPersonalInfo'), '61234567', /\+370 612 34567/],
  ])('%s', async (_, path, msisdn, ready) => {
    await renderApp(path, { loggedInAs: msisdn });
    await waitFor(() => expect(pageText()).toMatch(ready), LOAD);
    // The footer's texts come after the page's (its help prices are sums too): read the page with them.
    await screen.findByText('Reikia pagalbos?', {}, LOAD);
    expectFormats(pageText());
    expect(pageText()).toMatch(/\d{4} m\. [a-zčėįšųūž]+ \d{1,2} d\.|\+370 612 34567/);
  });

  it('the refill receipt (the number and the amount)', async () => {
    // A refill the API knows (the refill game's demo, 10 €): the receipt is the API's, its number masked.
    await renderApp(`${href('RefillResult', { status: 'success' })}?transactionId=PRIZE-PLAN`);
    expect(await screen.findByText(/\+370 612 \*\*\*67/, {}, LOAD)).toBeInTheDocument();
    await screen.findByText('Reikia pagalbos?', {}, LOAD);
    expectFormats(pageText());
    expect(pageText()).toContain('10,00\u00a0€');
  });
});
