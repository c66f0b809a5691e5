// @vitest-environment jsdom
import { cleanup, getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { texts } from '@/shared/campaign-files/resources';
import { renderApp, useSandboxServer } from '../harness';

const { lt } = texts;

useSandboxServer();
afterEach(cleanup);

// The first render of a file compiles the app's chunks: allow for a slow, shared machine.
const LOAD = { timeout: 15_000 };
vi.setConfig({ testTimeout: 40_000 });
/** Prices keep their no-break space before €: compare without collapsing it. */
const EXACT = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
/** The loading fallback shows the same heading and lead: wait for the screen's first section. */
const plansLoaded = () => screen.findByRole('region', { name: lt.enums.PricePlanDisplaySection.Voice }, LOAD);
const sectionNames = lt.enums.PricePlanDisplaySection;
const planItem = (section: HTMLElement, name: string) => within(section).getByRole('heading', { level: 3, name }).closest('li')!;

describe('Plans (core §2, §3 display sections)', () => {
  it('groups plans by display section, in order, with prices in the lt format', async () => {
    await renderApp('/planai');
    await plansLoaded();
    expect(screen.getByRole('heading', { level: 1, name: lt.routes.Plans.title })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(
      within(main)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual([sectionNames.Voice, sectionNames.Data, sectionNames.Services, sectionNames.Additional, sectionNames.Combo]);

    const data = screen.getByRole('region', { name: sectionNames.Data });
    expect(
      within(data)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['5 GB 7 d.', '20 GB 30 d.', 'Neribotas internetas']);
    const net20 = planItem(data, '20 GB 30 d.');
    expect(within(net20).getByText('7,99\u00a0€', EXACT)).toBeInTheDocument();
    expect(within(net20).getByRole('list', { name: lt.plans.included })).toHaveTextContent('20 GB interneto');
    expect(within(net20).getByText('Galioja 30 dienų')).toBeInTheDocument();
    const unlimited = planItem(data, 'Neribotas internetas');
    expect(within(unlimited).getByText('12,99\u00a0€', EXACT)).toBeInTheDocument();
    expect(within(unlimited).getByText('14,99\u00a0€', EXACT).closest('del')).not.toBeNull(); // the crossed-out old price

    const voice = screen.getByRole('region', { name: sectionNames.Voice });
    expect(within(planItem(voice, '100 min.')).getByText('2,49\u00a0€', EXACT)).toBeInTheDocument();
  });

  it('omits section 1 (not displayed): the ISIC and eSIM change plans', async () => {
    await renderApp('/planai');
    await plansLoaded();
    expect(screen.queryByRole('heading', { name: sectionNames.NotDisplayed })).toBeNull();
    expect(screen.queryByText('ISIC studentams')).toBeNull();
    expect(screen.queryByText('eSIM keitimas')).toBeNull();
  });

  it("shows the Plans banners: the API's and the active campaigns'", async () => {
    await renderApp('/planai');
    await plansLoaded();
    const notices = screen.getByRole('list', { name: lt.common.banners.label });
    expect(within(notices).getByText('eSIM – dabar ir išankstinio mokėjimo klientams')).toBeInTheDocument();
    expect(within(notices).getByText(lt.campaigns.isic.banners['isic-plans-banner'].text)).toBeInTheDocument();
    expect(within(notices).queryByText(/naujienlaiškį/)).toBeNull(); // a Home-only banner
  });

  it("sends an anonymous visitor's order to Login with returnUrl back to the confirmation", async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/planai');
    await plansLoaded();
    await user.click(screen.getByRole('link', { name: 'Užsakyti planą „20 GB 30 d.“' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/prisijungti'), LOAD);
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe('/planai/patvirtinimas?planId=22');
  });

  it("takes a logged-in user's order to the confirmation with the chosen plan", async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/planai', { loggedInAs: '61234567' });
    await plansLoaded();
    const data = screen.getByRole('region', { name: sectionNames.Data });
    expect(within(planItem(data, '20 GB 30 d.')).getByText(lt.plans.current)).toBeInTheDocument(); // 61234567 has it
    await user.click(screen.getByRole('link', { name: 'Užsakyti planą „Neribotas internetas“' }));
    await waitFor(
      () => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/planai/patvirtinimas?planId=23'),
      LOAD,
    );
    const summary = await screen.findByRole('region', { name: lt.plans.confirmation.plan }, LOAD);
    expect(within(summary).getByText('Neribotas internetas')).toBeInTheDocument();
    expect(within(summary).getByText('12,99\u00a0€', EXACT)).toBeInTheDocument();
  });

  it('renders in English with English paths and prices', async () => {
    await renderApp('/en/plans');
    expect(await screen.findByRole('link', { name: 'Order the plan “20 GB for 30 days”' }, LOAD)).toHaveAttribute(
      'href',
      '/en/plans/confirmation?planId=22',
    );
    expect(screen.getByText('€7,99')).toBeInTheDocument();
  });
});
