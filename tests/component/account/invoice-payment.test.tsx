// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import lt from '@generated/i18n/lt';
import { href } from '@/shared/routing/paths';
import { left, renderApp, sandbox, useSandboxServer } from '../harness';
import { a, expectPopup, failing, LOAD, pageOnApiOrigin, POSTPAID, region } from './helpers';

useSandboxServer();
beforeAll(pageOnApiOrigin);
afterEach(cleanup);

const i = a.invoices;
const world = () => sandbox.context.world(new Request('http://localhost/api'));
const payButtons = () => screen.queryAllByRole('button', { name: /^Apmokėti sąskaitą \(/ });

/** Opens the invoice list, then the pay dialog of the one unpaid invoice. */
async function openPayDialog() {
  const user = userEvent.setup();
  const view = await renderApp(href('Invoices'), { loggedInAs: POSTPAID });
  await region(i.title);
  await screen.findByRole('link', { name: `${lt.common.sideNav.invoices} (Neapmokėtų sąskaitų: 1)` }, LOAD);
  expect(payButtons()).toHaveLength(1);
  await user.click(payButtons()[0]!);
  const dialog = await screen.findByRole('dialog', { name: i.payTitle }, LOAD);
  return { user, view, dialog: within(dialog) };
}

describe('paying an invoice (issue 35)', { timeout: 60_000 }, () => {
  it('pays with the saved card at once: the result says paid with month and amount, and the list has nothing left to pay', async () => {
    const { user, view, dialog } = await openPayDialog();
    const methods = dialog.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent);
    expect(methods).toEqual(['Išsaugota kortele •••• 1881', i.payWith.card, i.payWith.bank]);
    expect(dialog.getByRole('radio', { name: 'Išsaugota kortele •••• 1881' })).toBeChecked();
    await user.click(dialog.getByRole('button', { name: /^Mokėti \d+,\d{2}\s€$/ }));

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/pagrindinis/saskaitos-ir-mokejimai/apmokejimas/success'), LOAD);
    const result = await region(i.paid.title);
    expect(result).toHaveTextContent(/^Sąskaita apmokėtaAčiū! Sąskaita \(\d{4} m\. [a-ząčęėįšųūž]+\) apmokėta – \d+,\d{2} €\./);
    await user.click(within(result).getByRole('link', { name: i.toInvoices }));
    await region(i.title);
    expect(payButtons()).toHaveLength(0);
    // The side navigation's invoices badge follows: nothing left to pay.
    await waitFor(() =>
      expect(screen.getByRole('navigation', { name: lt.common.sideNav.label })).not.toHaveTextContent(/Neapmokėtų sąskaitų/),
    );
    const history = await region(i.history);
    expect(within(history).getAllByRole('row')[1]).toHaveTextContent(i.methods['card-refill']);
  });

  it('a new card or the bank goes to the payment page, the button busy until the page has gone', async () => {
    const { user, dialog } = await openPayDialog();
    await user.click(dialog.getByRole('radio', { name: i.payWith.bank }));
    const pay = dialog.getByRole('button', { name: /^Mokėti / });
    await user.click(pay);
    await waitFor(() => expect(left).toContainEqual(expect.stringMatching(/\/api\/__sandbox\/payment-gateway\/V\d+$/)), LOAD);
    expect(pay).toHaveAttribute('aria-disabled', 'true');
  });

  it('a declined payment says the invoice is still unpaid and offers to try again; the invoice decides, not the address', async () => {
    const view = await renderApp(href('Invoices'), { loggedInAs: POSTPAID });
    await region(i.title);
    const invoices = (await (
      await fetch('http://localhost/api/billing/invoices', {
        headers: { Authorization: `Bearer ${view.services.session.getSnapshot().token}` },
      })
    ).json()) as { id: string; paid: boolean }[];
    const unpaid = invoices.find((invoice) => !invoice.paid)!;
    const paid = invoices.find((invoice) => invoice.paid)!;
    cleanup();
    // Declined: the invoice is unpaid.
    await renderApp(`/pagrindinis/saskaitos-ir-mokejimai/apmokejimas/failure?invoiceId=${unpaid.id}`, { loggedInAs: POSTPAID });
    const result = await region(i.notPaid.title);
    expect(result).toHaveTextContent(i.notPaid.text);
    expect(within(result).getByRole('link', { name: i.tryAgain })).toHaveAttribute('href', href('Invoices'));
    cleanup();
    // An address that claims success for an invoice the API still has unpaid says it is not paid.
    await renderApp(`/pagrindinis/saskaitos-ir-mokejimai/apmokejimas/success?invoiceId=${unpaid.id}`, { loggedInAs: POSTPAID });
    expect(await region(i.notPaid.title)).toBeVisible();
    cleanup();
    // And one that claims failure for a paid invoice says it is paid.
    await renderApp(`/pagrindinis/saskaitos-ir-mokejimai/apmokejimas/failure?invoiceId=${paid.id}`, { loggedInAs: POSTPAID });
    expect(await region(i.paid.title)).toBeVisible();
  });

  it('issue 47 F2: an unknown invoice, none named, or a list that cannot be read is never said to be paid', async () => {
    for (const address of ['success?invoiceId=NOPE-1', 'success']) {
      await renderApp(`/pagrindinis/saskaitos-ir-mokejimai/apmokejimas/${address}`, { loggedInAs: POSTPAID });
      const result = await region(i.unconfirmed.title);
      expect(result).toHaveTextContent(i.unconfirmed.text);
      expect(within(result).getByRole('link', { name: i.toInvoices })).toHaveAttribute('href', href('Invoices'));
      expect(screen.queryByRole('heading', { name: i.paid.title })).toBeNull();
      cleanup();
    }
    failing('get', '/billing/invoices');
    await renderApp('/pagrindinis/saskaitos-ir-mokejimai/apmokejimas/success?invoiceId=PS-202610-0002', { loggedInAs: POSTPAID });
    await expectPopup(lt.exceptions.InternalServerErrorException);
    expect(await screen.findByRole('heading', { name: i.unconfirmed.title, hidden: true }, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: i.paid.title, hidden: true })).toBeNull();
  });

  it("an invoice paid meanwhile is refused with the API's words, and the list then drops its button", async () => {
    const { user, dialog } = await openPayDialog();
    // Paid in another tab while this dialog was open.
    const token = localStorage.getItem('token');
    const listed = (await (
      await fetch('http://localhost/api/billing/invoices', { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { id: string; paid: boolean }[];
    world().invoicePayments.set(listed.find((invoice) => !invoice.paid)!.id, { paidOn: new Date(), method: 'bank' });
    await user.click(dialog.getByRole('button', { name: /^Mokėti / }));
    await expectPopup('Ši sąskaita jau apmokėta – antrą kartą mokėti nereikia.');
    await waitFor(() => expect(payButtons()).toHaveLength(0), LOAD);
    expect(screen.queryByRole('dialog', { name: i.payTitle })).toBeNull();
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Uždaryti' }));
  });

  it('offers no saved card that cannot pay', async () => {
    world().cards.get(POSTPAID)!.status = 1;
    const { dialog } = await openPayDialog();
    expect(dialog.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
      i.payWith.card,
      i.payWith.bank,
    ]);
    expect(dialog.getByRole('radio', { name: i.payWith.card })).toBeChecked();
  });
});
