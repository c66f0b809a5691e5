// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import lt from '@generated/i18n/lt';
import ru from '@generated/i18n/ru';
import { href } from '@/shared/routing/paths';
import { formatPhone } from '@/shared/format/phone';
import { renderApp, useSandboxServer } from '../harness';
import { failing, fill, LOAD, POSTPAID, PREPAID } from './helpers';

useSandboxServer();
const l = lt.lines;
afterEach(cleanup);

const o = l.orders;
const FAMILY = '61234577';
const SON = '61234578';
const DAUGHTER = '61234579';
/** A number as the menu writes it (+370 612 34577), as a pattern. */
const phone = (msisdn: string) => new RegExp(formatPhone(msisdn).replace('+', '\\+'));

describe('My orders (issue 51)', { timeout: 60_000 }, () => {
  it("shows the postpaid demo's phone on instalments with the courier, its steps and how to follow the parcel", async () => {
    await renderApp(href('Orders'), { loggedInAs: POSTPAID });
    const order = await screen.findByRole('article', { name: /iPhone 15/ }, LOAD);
    expect(within(order).getByText(o.statuses.sent)).toBeInTheDocument();
    expect(order).toHaveTextContent(/per mėnesį, 24 mėnesius \(iš viso/);
    const steps = within(order).getByRole('list', { name: o.stepsLabel });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
    expect(within(steps).getByText(o.steps.sent).closest('li')).toHaveAttribute('aria-current', 'step');
    expect(within(steps).getByText(o.steps.delivered).closest('li')).toHaveTextContent(o.notYet);
    const follow = within(order).getByRole('link', { name: new RegExp(o.follow) });
    expect(follow.getAttribute('href')).toMatch(/^https:\/\/siuntos\.example\.lt\/sekti\/CE\d{9}LT$/);
    expect(follow).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('says there are none yet, with where to order, and says so when the call fails', async () => {
    await renderApp(href('Orders'), { loggedInAs: PREPAID });
    expect(await screen.findByText(o.none, {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: o.toDevices })).toHaveAttribute('href', href('Devices'));
    cleanup();
    failing('get', '/orders');
    await renderApp(href('Orders'), { loggedInAs: PREPAID });
    expect(await screen.findByText(l.unavailable, {}, LOAD)).toBeInTheDocument();
  });

  it('is in Russian', async () => {
    await renderApp(href('Orders', {}, 'ru'), { loggedInAs: POSTPAID });
    const order = await screen.findByRole('article', { name: /iPhone 15/ }, LOAD);
    expect(within(order).getByText(ru.lines.orders.statuses.sent)).toBeInTheDocument();
  });
});

describe('Several numbers under one login (issue 51)', { timeout: 60_000 }, () => {
  it("switches the page's and the menu's data to another number of the account and keeps the page", async () => {
    const user = userEvent.setup();
    const { router } = await renderApp(href('Dashboard'), { loggedInAs: FAMILY });
    const nav = await screen.findByRole('navigation', { name: lt.common.sideNav.label }, LOAD);
    await waitFor(() => expect(screen.getAllByText('Vida Mockienė').length).toBeGreaterThan(0), LOAD);
    const toggle = await screen.findByRole('button', { name: lt.lines.numbers.switch }, LOAD);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list', { name: lt.lines.numbers.label });
    expect(within(list).getAllByRole('button')).toHaveLength(3);
    expect(within(list).getByRole('button', { name: phone(FAMILY) })).toHaveAttribute('aria-current', 'true');
    expect(within(list).getByRole('button', { name: phone(DAUGHTER) })).toHaveTextContent(lt.lines.numbers.blocked);
    await user.click(within(list).getByRole('button', { name: phone(SON) }));
    await waitFor(() => expect(screen.getAllByText('Lukas Mockus').length).toBeGreaterThan(0), LOAD);
    expect(router.state.location.pathname).toBe(href('Dashboard'));
    // the son's prepaid balance, not the holder's invoices
    expect(await screen.findByText(/7,40 €/, {}, LOAD)).toBeInTheDocument();
    expect(screen.getByText(fill(lt.lines.numbers.switched, { number: formatPhone(SON) }))).toHaveAttribute('role', 'status');
    expect(nav).toHaveTextContent(formatPhone(SON));
    expect(toggle).toHaveFocus();
    // and back
    await user.click(toggle);
    await user.click(within(screen.getByRole('list', { name: lt.lines.numbers.label })).getByRole('button', { name: phone(FAMILY) }));
    await waitFor(() => expect(screen.getAllByText('Vida Mockienė').length).toBeGreaterThan(0), LOAD);
  });

  it("says on the Dashboard that the daughter's SIM is blocked, with the way to unblock it, once switched to her number", async () => {
    const user = userEvent.setup();
    await renderApp(href('Dashboard'), { loggedInAs: FAMILY });
    await waitFor(() => expect(screen.getAllByText('Vida Mockienė').length).toBeGreaterThan(0), LOAD);
    expect(screen.queryByText(lt.dashboard.simBlocked.text)).toBeNull();
    await user.click(await screen.findByRole('button', { name: l.numbers.switch }, LOAD));
    await user.click(within(screen.getByRole('list', { name: l.numbers.label })).getByRole('button', { name: phone(DAUGHTER) }));
    const banner = await screen.findByText(lt.dashboard.simBlocked.text, {}, LOAD);
    // first of the notices, before "show more": the number does not work
    const notices = screen.getAllByText(/savitarna gali veikti su trikdžiais|SIM kortelė užblokuota/);
    expect(notices[0]).toBe(banner);
    expect(screen.getByRole('link', { name: lt.dashboard.simBlocked.button })).toHaveAttribute('href', href('SimCard'));
  });

  it('shows no switcher to a login with one number', async () => {
    await renderApp(href('Dashboard'), { loggedInAs: PREPAID });
    await screen.findByRole('navigation', { name: lt.common.sideNav.label }, LOAD);
    await screen.findAllByText('Rūta Kazlauskienė', {}, LOAD);
    expect(screen.queryByRole('button', { name: lt.lines.numbers.switch })).toBeNull();
  });

  it("shows the month's data use as a bar with its words on the Dashboard", async () => {
    await renderApp(href('Dashboard'), { loggedInAs: FAMILY });
    const card = await screen.findByRole('region', { name: lt.dashboard.dataUse.title }, LOAD);
    expect(within(card).getByRole('figure')).toHaveTextContent(
      fill(lt.dashboard.dataUse.text, { used: '20,4 GB', total: '30 GB', percent: '68 %' }),
    );
    expect(within(card).getByRole('link', { name: lt.dashboard.dataUse.alerts })).toHaveAttribute('href', href('UsageAlerts'));
  });
});
