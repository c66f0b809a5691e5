// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import en from '@generated/i18n/en';
import lt from '@generated/i18n/lt';
import { href } from '@/shared/routing/paths';
import { renderApp, sandbox, useSandboxServer } from '../harness';
import { expectPopup, failing, fill, LOAD, POSTPAID, PREPAID, region } from './helpers';

useSandboxServer();
const l = lt.lines;
afterEach(cleanup);

const c = l.controls;
const limitForm = lt.lines['spending-limit'];
const alertsForm = lt.lines['usage-alerts'];
const world = () => sandbox.context.world(new Request('http://localhost/api'));

describe('Service controls (issue 51: roaming, the premium-rate block, the spending limit)', { timeout: 60_000 }, () => {
  it('turns roaming off at once, and puts a switch back where it was when the API refuses it', async () => {
    const user = userEvent.setup();
    await renderApp(href('ServiceControls'), { loggedInAs: PREPAID });
    const section = await region(c.switchesTitle);
    const roaming = within(section).getByRole('switch', { name: c.roaming.label });
    expect(roaming).toHaveAttribute('aria-checked', 'true');
    await user.click(roaming);
    await waitFor(() => expect(within(section).getByRole('status')).toHaveTextContent(c.roaming.off));
    expect(roaming).toHaveAttribute('aria-checked', 'false');
    expect(world().serviceControls.get(PREPAID)!.roaming).toBe(false);

    failing('put', '/services/switches/premiumBlock');
    const premium = within(section).getByRole('switch', { name: c.premiumBlock.label });
    await user.click(premium);
    await expectPopup(lt.exceptions.InternalServerErrorException);
    expect(premium).toHaveAttribute('aria-checked', 'false');
    expect(within(section).getByRole('status')).toHaveTextContent(fill(c.notSaved, { name: c.premiumBlock.label }));
    // a prepaid number has no spending limit
    expect(screen.queryByRole('region', { name: c.limit.title })).toBeNull();
  });

  it('a blocked SIM refuses switches: the API says why and the switch stays', async () => {
    const user = userEvent.setup();
    world().sims.set(PREPAID, { status: 'blocked', blockedAt: new Date(), blockReason: 'lost' });
    await renderApp(href('ServiceControls'), { loggedInAs: PREPAID });
    const roaming = within(await region(c.switchesTitle)).getByRole('switch', { name: c.roaming.label });
    await user.click(roaming);
    await expectPopup(lt.exceptions.SimBlockedException.replace('{0}', PREPAID));
    expect(roaming).toHaveAttribute('aria-checked', 'true');
  });

  it('checks the postpaid spending limit at its field (10-500 €), saves it and removes it', async () => {
    const user = userEvent.setup();
    await renderApp(href('ServiceControls'), { loggedInAs: POSTPAID });
    const section = await region(c.limit.title);
    expect(section).toHaveTextContent(c.limit.none);
    const amount = await within(section).findByRole('textbox', { name: new RegExp(limitForm.amount.label) }, LOAD);
    await user.type(amount, '5');
    await user.click(within(section).getByRole('button', { name: limitForm.submit }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription(expect.stringContaining(lt.lines.SpendingLimitRange)));
    expect(amount).toHaveValue('5');
    await user.clear(amount);
    await user.type(amount, '45,50');
    await user.click(within(section).getByRole('button', { name: limitForm.submit }));
    await waitFor(() => expect(within(section).getByRole('status')).toHaveTextContent(fill(c.limit.saved, { amount: '45,50 €' })));
    expect(world().serviceControls.get(POSTPAID)!.spendingLimit).toBe(45.5);
    expect(within(section).getByRole('figure')).toHaveTextContent(/Išleista .* iš 45,50 €/);
    await user.click(within(section).getByRole('button', { name: c.limit.remove }));
    await waitFor(() => expect(within(section).getByRole('status')).toHaveTextContent(c.limit.removed));
    expect(world().serviceControls.get(POSTPAID)!.spendingLimit).toBeNull();
  });

  it('is in English', async () => {
    await renderApp(href('ServiceControls', {}, 'en'), { loggedInAs: POSTPAID });
    expect(await screen.findByRole('heading', { level: 1, name: en.routes.ServiceControls.title }, LOAD)).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: en.lines.controls.roaming.label })).toBeInTheDocument();
  });
});

describe('Usage alerts (issue 51)', { timeout: 60_000 }, () => {
  it('asks for a valid address for e-mail alerts at the field, keeps what was typed, then saves', async () => {
    const user = userEvent.setup();
    await renderApp(href('UsageAlerts'), { loggedInAs: PREPAID });
    const section = await region(l.alerts.title);
    // prepaid: no spending alert
    expect(within(section).queryByRole('checkbox', { name: alertsForm.spendingNear.label })).toBeNull();
    await user.click(await within(section).findByRole('checkbox', { name: alertsForm.dataAt80.label }, LOAD));
    await user.click(within(section).getByRole('radio', { name: alertsForm.channel.options.email }));
    const email = within(section).getByRole('textbox', { name: new RegExp(alertsForm.email.label) });
    await user.clear(email);
    await user.type(email, 'ruta@');
    await user.click(within(section).getByRole('button', { name: alertsForm.submit }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(expect.stringContaining(lt.validation.EmailFormat)));
    expect(email).toHaveValue('ruta@');
    expect(within(section).getByRole('checkbox', { name: alertsForm.dataAt80.label })).toBeChecked();
    await user.type(email, 'example.lt');
    await user.click(within(section).getByRole('button', { name: alertsForm.submit }));
    await waitFor(() =>
      expect(within(section).getByRole('status')).toHaveTextContent(fill(l.alerts.saved.email, { email: 'ruta@example.lt' })),
    );
    expect(world().serviceControls.get(PREPAID)!.alerts).toMatchObject({ dataAt80: true, channel: 'email', email: 'ruta@example.lt' });
  });

  it('offers the spending alert to postpaid, and says the alerts could not be loaded when their call fails', async () => {
    await renderApp(href('UsageAlerts'), { loggedInAs: POSTPAID });
    expect(await screen.findByRole('checkbox', { name: alertsForm.spendingNear.label }, LOAD)).toBeInTheDocument();
    cleanup();
    failing('get', '/usage/alerts');
    await renderApp(href('UsageAlerts'), { loggedInAs: POSTPAID });
    expect(await screen.findByText(l.unavailable, {}, LOAD)).toBeInTheDocument();
  });
});
