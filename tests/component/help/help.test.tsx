// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@generated/i18n/en';
import lt from '@generated/i18n/lt';
import { renderApp, server, useSandboxServer } from '../harness';

useSandboxServer();
afterEach(cleanup);

// The first render of a file compiles the app's chunks: allow for a slow, shared machine.
const LOAD = { timeout: 30_000 };
vi.setConfig({ testTimeout: 60_000 });
const h = lt.help;
const search = () => screen.getByRole('searchbox', { name: h.search.label });

describe('Help (core §2 /pagalba/:group?/:topic?, query q)', () => {
  it('shows its heading while the groups load, then the groups', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(
        '*/api/help/groups',
        async () => {
          await held;
          return undefined; // then the sandbox answers
        },
        { once: true },
      ),
    );
    await renderApp('/pagalba');
    const heading = await screen.findByRole('heading', { level: 1, name: lt.routes.Help.title }, LOAD);
    expect(heading.closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
    release();
    await screen.findByRole('searchbox', {}, LOAD);
    expect(screen.getByRole('link', { name: 'Tarptinklinis ryšys' })).toBeInTheDocument();
  });

  it('lists the groups with their topics', async () => {
    await renderApp('/pagalba');
    await screen.findByRole('searchbox', {}, LOAD);
    expect(screen.getByRole('heading', { level: 1, name: lt.routes.Help.title })).toBeInTheDocument();
    const groups = within(screen.getByRole('main'))
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(groups).toEqual([
      'Papildymas ir mokėjimai',
      'Mokėjimo kortelės',
      'Planai',
      'eSIM',
      'Tarptinklinis ryšys',
      'Paskyra ir savitarna',
    ]);
    expect(screen.getByRole('link', { name: 'Tarptinklinis ryšys' })).toHaveAttribute('href', '/pagalba/tarptinklinis-rysys');
    expect(screen.getByRole('link', { name: 'Kaip panaudoti papildymo kortelę?' })).toHaveAttribute(
      'href',
      '/pagalba/mokejimai/papildymo-kortele',
    );
  });

  it('titles a group by Help too, so the group "Planai" is not titled as the plans page', async () => {
    await renderApp('/pagalba/planai');
    await screen.findByRole('heading', { level: 1, name: 'Planai' }, LOAD);
    await waitFor(() => expect(document.title).toBe('Planai – Pagalba | Pulsas'));
    expect(document.title).not.toBe(`${lt.routes.Plans.title} | Pulsas`);
  });

  it("shows an article with its group's topics, related questions and links to the portal", async () => {
    await renderApp('/pagalba/mokejimai/papildymo-kortele');
    const article = (await screen.findByRole('heading', { level: 1, name: 'Kaip panaudoti papildymo kortelę?' }, LOAD)).closest('article')!;
    expect(screen.getByRole('navigation', { name: h.breadcrumbs })).toHaveTextContent(
      'PagalbaPapildymas ir mokėjimaiKaip panaudoti papildymo kortelę?',
    );
    expect(article).toHaveTextContent('13 skaitmenų kodą');
    await waitFor(() => expect(document.title).toBe('Kaip panaudoti papildymo kortelę? – Pagalba | Pulsas'));
    expect(within(article).getByRole('link', { name: 'papildymo puslapį' })).toHaveAttribute('href', '/papildymas');
    expect(within(article).getByText(/^Atnaujinta \d{4} /)).toBeInTheDocument();
    const related = within(article).getByRole('region', { name: h.related });
    expect(within(related).getByRole('link', { name: 'Kaip papildyti sąskaitą?' })).toHaveAttribute(
      'href',
      '/pagalba/mokejimai/papildymas',
    );
    const topics = screen.getByRole('navigation', { name: 'Papildymas ir mokėjimai' });
    expect(within(topics).getByRole('link', { name: 'Kaip panaudoti papildymo kortelę?' })).toHaveAttribute('aria-current', 'page');
  });

  it("shows a group's topics, and moves another language's slugs to this language's address", async () => {
    const { router } = await renderApp('/en/help/mokejimai/papildymo-kortele');
    await screen.findByRole('heading', { level: 1, name: 'How do I use a top-up voucher?' }, LOAD);
    expect(router.state.location.pathname).toBe('/en/help/payments/top-up-voucher');
    cleanup();
    await renderApp('/pagalba/esim');
    await screen.findByRole('heading', { level: 1, name: 'eSIM' }, LOAD);
    expect(screen.getByRole('link', { name: 'Kaip aktyvuoti eSIM?' })).toHaveAttribute('href', '/pagalba/esim/esim-aktyvavimas');
  });

  it('shows the not-found screen for an unknown topic or group', async () => {
    await renderApp('/pagalba/mokejimai/nera-tokio');
    expect(await screen.findByRole('heading', { level: 1, name: lt.common.notFound.title }, LOAD)).toBeInTheDocument();
    cleanup();
    await renderApp('/pagalba/nera-tokios-grupes');
    expect(await screen.findByRole('heading', { level: 1, name: lt.common.notFound.title }, LOAD)).toBeInTheDocument();
  });

  it('searches titles and texts, ignoring diacritics, keeps the query in the address and moves the focus to the results', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/pagalba');
    await screen.findByRole('searchbox', {}, LOAD);
    await user.type(search(), 'papildymo kortele');
    await user.click(screen.getByRole('button', { name: h.search.submit }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=papildymo+kortele'), LOAD);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Paieškos rezultatai pagal „papildymo kortele“' }, LOAD);
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('Rasti 2 atsakymai');
    // the title match first, then the article that mentions it ("Papildymo kortele – įvesk ..")
    const hits = within(heading.closest('section')!).getAllByRole('heading', { level: 3 });
    expect(hits.map((hit) => hit.textContent)).toEqual(['Kaip panaudoti papildymo kortelę?', 'Kaip papildyti sąskaitą?']);
    expect(within(heading.closest('section')!).getByRole('link', { name: 'Kaip panaudoti papildymo kortelę?' })).toHaveAttribute(
      'href',
      '/pagalba/mokejimai/papildymo-kortele',
    );
    expect(search()).toHaveValue('papildymo kortele'); // what was typed stays
  });

  it('finds several topics, title matches first', async () => {
    await renderApp('/pagalba?q=esim');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Paieškos rezultatai pagal „esim“' }, LOAD);
    const titles = within(heading.closest('section')!)
      .getAllByRole('heading', { level: 3 })
      .map((hit) => hit.textContent);
    expect(titles.slice(0, 3)).toEqual(['Kas yra eSIM?', 'Kaip aktyvuoti eSIM?', 'Kaip pakeisti SIM kortelę į eSIM?']);
    expect(screen.getByRole('status')).toHaveTextContent(`Rasti ${titles.length} atsakymai`);
  });

  it('shows the contact numbers when nothing is found', async () => {
    await renderApp('/pagalba?q=kvantinis+teleportas');
    await screen.findByText(h.results.none, {}, LOAD);
    expect(screen.getByRole('status')).toHaveTextContent('Rasta 0 atsakymų');
    // The same line as the footer's (spec/app.yaml helpLine), with its price in the one number format.
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: '1510' })).toHaveAttribute('href', 'tel:1510');
    expect(within(main).getByRole('link', { name: '+370 645 51510' })).toHaveAttribute('href', 'tel:+37064551510');
    expect(within(main).getByText('Trumpuoju numeriu iš Pulso tinklo. Skambutis kainuoja 0,29 €/min.')).toBeInTheDocument();
    expect(screen.getByText(/^Dirbame I–V 8–20 val\./)).toBeInTheDocument();
  });

  it('says at the field that the query is empty and keeps the focus there', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/pagalba');
    await screen.findByRole('searchbox', {}, LOAD);
    await user.type(search(), '   ');
    await user.click(screen.getByRole('button', { name: h.search.submit }));
    expect(search()).toHaveAttribute('aria-invalid', 'true');
    expect(search()).toHaveAccessibleDescription(h.search.required);
    expect(search()).toHaveFocus();
    expect(router.state.location.search).toBe('');
  });

  it('shows the popup with the exception text and a retry when the search fails', async () => {
    server.use(http.get('*/api/help/search', () => HttpResponse.json({ Exception: 'NotFoundException' }, { status: 500 }), { once: true }));
    const user = userEvent.setup();
    await renderApp('/pagalba?q=esim');
    const dialog = await screen.findByRole('alertdialog', {}, LOAD);
    expect(dialog).toHaveTextContent(lt.exceptions.NotFoundException);
    await user.click(within(dialog).getByRole('button', { name: lt.errors.retry }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Paieškos rezultatai pagal „esim“' }, LOAD)).toBeInTheDocument();
  });

  it('searches in English in English texts', async () => {
    await renderApp('/en/help?q=voucher');
    await screen.findByRole('heading', { level: 2, name: 'Search results for “voucher”' }, LOAD);
    expect(screen.getByRole('status')).toHaveTextContent('2 answers found');
    expect(screen.getByRole('link', { name: 'How do I use a top-up voucher?' })).toHaveAttribute(
      'href',
      '/en/help/payments/top-up-voucher',
    );
    expect(screen.getByText(en.help.search.hint)).toBeInTheDocument();
  });
});
