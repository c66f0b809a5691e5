// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import lt from '@generated/i18n/lt';
import { href } from '@/shared/routing/paths';
import { formatPhone } from '@/shared/format/phone';
import { renderApp, sandbox, useSandboxServer } from '../harness';
import { expectPopup, expectSuccess, failing, fill, LOAD, PREPAID, region } from './helpers';

useSandboxServer();
const l = lt.lines;
afterEach(cleanup);

const s = l.sim;
const unblockForm = lt.lines['sim-unblock'];
const replacement = lt.lines['sim-replacement'];
const world = () => sandbox.context.world(new Request('http://localhost/api'));
const closeModal = async (user: ReturnType<typeof userEvent.setup>, modal: HTMLElement) =>
  user.click(within(modal).getByRole('button', { name: lt.common.modal.close }));

describe('SIM card (issue 51: a lost or stolen phone)', { timeout: 60_000 }, () => {
  it('blocks the SIM after a question naming the number and what stops, then unblocks it with the PUK code', async () => {
    const user = userEvent.setup();
    await renderApp(href('SimCard'), { loggedInAs: PREPAID });
    const state = await region(s.stateTitle);
    expect(state).toHaveTextContent(s.active);
    const block = screen.getByRole('region', { name: s.blockTitle });
    await user.click(within(block).getByRole('radio', { name: s.reasonChoices.stolen }));
    await user.click(within(block).getByRole('button', { name: s.block }));
    const number = formatPhone(PREPAID);
    const ask = await screen.findByRole('alertdialog', { name: fill(s.confirmTitle, { number }) });
    expect(ask).toHaveTextContent(s.stopsCalls);
    expect(ask).toHaveTextContent(s.stopsTopUps);
    await user.click(within(ask).getByRole('button', { name: s.confirm }));
    await closeModal(user, await expectSuccess(fill(s.blocked, { number })));
    expect(world().sims.get(PREPAID)).toMatchObject({ status: 'blocked', blockReason: 'stolen' });
    expect(await region(s.stateTitle)).toHaveTextContent(s.reasons.stolen);
    expect(screen.getByText(s.blockedMeans)).toBeInTheDocument();

    // the wrong PUK: said at the field and in the popup, the code kept
    const unblock = await region(s.unblockTitle);
    const puk = await within(unblock).findByRole('textbox', { name: new RegExp(unblockForm.puk.label) }, LOAD);
    await user.click(within(unblock).getByRole('button', { name: unblockForm.submit }));
    await waitFor(() => expect(puk).toHaveAccessibleDescription(expect.stringContaining(lt.validation.Required)));
    await user.type(puk, '123');
    await user.click(within(unblock).getByRole('button', { name: unblockForm.submit }));
    await waitFor(() => expect(puk).toHaveAccessibleDescription(expect.stringContaining(lt.lines.PukFormat)));
    await user.clear(puk);
    await user.type(puk, '00000000');
    await user.click(within(unblock).getByRole('button', { name: unblockForm.submit }));
    await expectPopup(lt.exceptions.InvalidPukException);
    await closeModal(user, screen.getByRole('alertdialog'));
    await waitFor(() => expect(puk).toHaveAccessibleDescription(expect.stringContaining(lt.lines.PukWrong)));
    expect(puk.getAttribute('value') ?? (puk as HTMLInputElement).value).toMatch(/0000/);

    await user.clear(puk);
    await user.type(puk, world().subscribers.get(PREPAID)!.pukCode!);
    await user.click(within(unblock).getByRole('button', { name: unblockForm.submit }));
    await expectSuccess(fill(s.unblocked, { number }));
    expect(world().sims.get(PREPAID)!.status).toBe('active');
  });

  it('orders a replacement SIM: the ways with their prices, the address required for the courier, the price from the balance', async () => {
    const user = userEvent.setup();
    await renderApp(href('SimCard'), { loggedInAs: PREPAID });
    const section = await region(s.replacementTitle);
    const courier = await within(section).findByRole('radio', { name: /^Kurjeriu – 4,99\s€, per 2 darbo dienas$/ }, LOAD);
    expect(within(section).getByRole('radio', { name: /^Atsiimti salone – 2,00\s€, per 1 darbo dieną$/ })).toBeChecked();
    await user.click(courier);
    await user.click(within(section).getByRole('button', { name: replacement.submit }));
    const address = within(section).getByRole('textbox', { name: new RegExp(replacement.address.label) });
    await waitFor(() => expect(address).toHaveAccessibleDescription(expect.stringContaining(lt.validation.Required)));
    expect(address).toHaveFocus();
    await user.type(address, 'Vilniaus g. 1, LT-01100 Vilnius');
    const before = world().balances.get(PREPAID)!.amount!;
    await user.click(within(section).getByRole('button', { name: replacement.submit }));
    await expectSuccess(fill(s.ordered, { price: '4,99 €' }));
    expect(world().balances.get(PREPAID)!.amount).toBeCloseTo(before - 4.99, 2);
    expect(world().customerOrders.at(-1)).toMatchObject({ msisdn: PREPAID, kind: 'sim', delivery: 'courier' });
  });

  it('keeps the shop chosen when the API refuses the order (a balance too low), saying why', async () => {
    const user = userEvent.setup();
    world().balances.get(PREPAID)!.amount = 0.5;
    await renderApp(href('SimCard'), { loggedInAs: PREPAID });
    const section = await region(s.replacementTitle);
    const shop = await within(section).findByRole('combobox', { name: new RegExp(replacement.shopId.label) }, LOAD);
    await user.selectOptions(shop, within(shop).getByRole('option', { name: /Pulsas Mega/ }));
    await user.click(within(section).getByRole('button', { name: replacement.submit }));
    await expectPopup(fill(lt.exceptions.InsufficientBalanceException.replace('{0}', '2,00').replace('{1}', '0,50'), {}));
    expect(shop).toHaveDisplayValue(/Pulsas Mega/);
    expect(world().customerOrders.filter((order) => order.kind === 'sim')).toHaveLength(0);
  });

  it('says the SIM could not be loaded when its call fails', async () => {
    failing('get', '/sim');
    await renderApp(href('SimCard'), { loggedInAs: PREPAID });
    expect(await screen.findByText(l.unavailable, {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: s.blockTitle })).toBeNull();
  });
});
