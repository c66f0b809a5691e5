// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { components } from '@generated/api/schema';
import { texts } from '@/shared/campaign-files/resources';
import { renderApp, server, useSandboxServer } from '../harness';

const { lt } = texts;

useSandboxServer();
afterEach(cleanup);

type Banner = components['schemas']['InformationBanner'];
const banner = (id: string, over: Partial<Banner> = {}): Banner => ({
  id,
  typeId: 1,
  text: id,
  description: null,
  buttonText: null,
  buttonUrl: null,
  buttonClose: false,
  imageUrl: null,
  priority: 1,
  locations: [5],
  showOnlyToLoggedInUsers: false,
  showOncePerSession: false,
  isUserSpecificBanner: false,
  ...over,
});
const serveBanners = (banners: Banner[]) =>
  server.use(http.get('*/api/feature-management/information-banners', () => HttpResponse.json(banners)));

const ESIM = 'eSIM – dabar ir išankstinio mokėjimo klientams';
const NEWSLETTER = 'Gauk pasiūlymus pirmas – užsiprenumeruok naujienlaiškį';
/** The fallback while loading has the same heading and lead: wait for the screen's own content. */
// The first render of a file compiles the app's chunks: allow for a slow, shared machine.
const LOAD = { timeout: 15_000 };
vi.setConfig({ testTimeout: 40_000 });
const homeLoaded = () => screen.findByRole('heading', { name: lt.home.quickLinks.title }, LOAD);
const notices = () => screen.getByRole('list', { name: lt.common.banners.label });
const showAllNotices = async (user: ReturnType<typeof userEvent.setup>) => {
  const more = await screen.findByRole('button', { name: /^Rodyti dar \d+ pranešim/ }, LOAD);
  await user.click(more);
};

describe('Home (core §2)', () => {
  it('shows the slides in a carousel with pause, next and previous buttons', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    await homeLoaded();
    expect(screen.getByRole('heading', { level: 1, name: lt.routes.Home.title })).toBeInTheDocument();
    const carousel = screen.getByRole('region', { name: lt.home.slides.label });
    expect(within(carousel).getByRole('group', { name: '1 iš 3' })).toBeInTheDocument();
    expect(within(carousel).getByRole('heading', { name: 'Neribotas internetas' })).toBeInTheDocument();
    expect(within(carousel).getByRole('link', { name: 'Užsakyti' })).toHaveAttribute('href', '/planai');

    await user.click(within(carousel).getByRole('button', { name: lt.home.slides.next }));
    expect(within(carousel).getByRole('heading', { name: 'Pereik prie eSIM' })).toBeInTheDocument();
    expect(within(carousel).queryByRole('heading', { name: 'Neribotas internetas' })).toBeNull();

    await user.click(within(carousel).getByRole('button', { name: lt.home.slides.previous }));
    await user.click(within(carousel).getByRole('button', { name: lt.home.slides.previous }));
    expect(within(carousel).getByRole('group', { name: '3 iš 3' })).toBeInTheDocument();
    expect(within(carousel).getByRole('heading', { name: 'Pulso taškai' })).toBeInTheDocument();

    // no rotation until asked (jsdom cannot tell the motion preference); the same button pauses it again
    await user.click(within(carousel).getByRole('button', { name: lt.home.slides.play }));
    await user.click(within(carousel).getByRole('button', { name: lt.home.slides.pause }));
    expect(within(carousel).getByRole('button', { name: lt.home.slides.play })).toBeInTheDocument();
  });

  it('drops a slide link that is not a safe portal path or web address', async () => {
    const slide = (id: number, buttonUrl: string) => ({
      id,
      title: `Skaidrė ${id}`,
      text: '',
      imageUrl: '/a.webp',
      mobileImageUrl: '/b.webp',
      buttonText: `Nuoroda ${id}`,
      buttonUrl,
      priority: id,
    });
    server.use(http.get('*/api/elements/slides', () => HttpResponse.json([slide(1, 'javascript:alert(1)'), slide(2, '//evil.example/x')])));
    const user = userEvent.setup();
    await renderApp('/');
    await homeLoaded();
    const carousel = screen.getByRole('region', { name: lt.home.slides.label });
    expect(within(carousel).getByRole('heading', { name: 'Skaidrė 1' })).toBeInTheDocument();
    expect(within(carousel).queryByRole('link')).toBeNull();
    await user.click(within(carousel).getByRole('button', { name: lt.home.slides.next }));
    expect(within(carousel).getByRole('heading', { name: 'Skaidrė 2' })).toBeInTheDocument();
    expect(within(carousel).queryByRole('link')).toBeNull();
  });

  it('shows the home discounts only, and links to plans and top-up', async () => {
    await renderApp('/');
    const discounts = await screen.findByRole('region', { name: lt.home.discounts.title }, LOAD);
    expect(within(discounts).getByRole('heading', { level: 3, name: 'ISIC studentams – pusė kainos' })).toBeInTheDocument();
    expect(within(discounts).getByRole('heading', { level: 3, name: 'Pulso taškai' })).toBeInTheDocument();
    expect(within(discounts).queryByText('Telefonams –20 %')).toBeNull(); // not chosen for Home
    const links = screen.getByRole('region', { name: lt.home.quickLinks.title });
    expect(within(links).getByRole('link', { name: lt.home.quickLinks.plans })).toHaveAttribute('href', '/planai');
    expect(within(links).getByRole('link', { name: lt.home.quickLinks.topUp })).toHaveAttribute('href', '/papildymas');
  });

  it("shows the Home banners and active campaigns' banners, not other locations' nor ended campaigns'", async () => {
    await renderApp('/');
    await homeLoaded();
    expect(within(notices()).getByText(ESIM)).toBeInTheDocument();
    const esim = within(notices()).getByText(ESIM).closest('li')!;
    expect(within(esim).getByRole('link', { name: 'Sužinoti daugiau' })).toHaveAttribute('href', '/esim');
    // at most two at once: the rest wait behind "show more"
    expect(within(notices()).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.setup().click(screen.getByRole('button', { name: /^Rodyti dar \d+ pranešim/ }));
    expect(within(notices()).getByText(lt.campaigns.ukraine.banners['ukraine-home-banner'].text)).toBeInTheDocument();
    expect(screen.queryByText(lt.campaigns.shake.banners['summer-home-banner'].text)).toBeNull(); // summer 2023 is over
    expect(screen.queryByText(/savitarna gali veikti su trikdžiais/)).toBeNull(); // Dashboard and Refill only
  });

  it('hides a logged-in-only banner from anonymous visitors and shows it after login', async () => {
    serveBanners([
      banner('members', { text: 'Tik prisijungusiems', showOnlyToLoggedInUsers: true }),
      banner('everyone', { text: 'Visiems' }),
    ]);
    const anonymous = await renderApp('/');
    await screen.findByText('Visiems', {}, LOAD);
    expect(screen.queryByText('Tik prisijungusiems')).toBeNull();
    anonymous.unmount();
    await renderApp('/', { loggedInAs: '61234567' });
    expect(await screen.findByText('Tik prisijungusiems', {}, LOAD)).toBeInTheDocument();
  });

  it('shows a once-per-session banner once', async () => {
    const user = userEvent.setup();
    const showAll = () => user.click(screen.getByRole('button', { name: /^Rodyti dar \d+ pranešim/ }));
    const first = await renderApp('/');
    await homeLoaded();
    await showAll();
    expect(await screen.findByText(NEWSLETTER, {}, LOAD)).toBeInTheDocument();
    first.unmount();
    await renderApp('/');
    await homeLoaded();
    expect(within(notices()).getByText(ESIM)).toBeInTheDocument();
    const more = screen.queryByRole('button', { name: /^Rodyti dar \d+ pranešim/ });
    if (more) await user.click(more);
    expect(screen.queryByText(NEWSLETTER)).toBeNull();
  });

  it('remembers a closed banner for the session', async () => {
    const user = userEvent.setup();
    const first = await renderApp('/');
    await screen.findByText(ESIM, {}, LOAD);
    await user.click(screen.getByRole('button', { name: `Uždaryti pranešimą „${ESIM}“` }));
    expect(screen.queryByText(ESIM)).toBeNull();
    first.unmount();
    await renderApp('/');
    await homeLoaded();
    expect(within(notices()).getByText(lt.campaigns.prize.banners['prize-home-banner'].text)).toBeInTheDocument();
    expect(screen.queryByText(ESIM)).toBeNull();
  });

  it("renders a banner's HTML sanitised", async () => {
    serveBanners([banner('html', { text: '<b>Svarbu:</b> naujos kainos<img src="x" onerror="alert(1)">' })]);
    await renderApp('/');
    const bold = await screen.findByText('Svarbu:', { selector: 'b' }, LOAD);
    const notice = bold.closest('li')!;
    expect(notice).toHaveTextContent('Svarbu: naujos kainos');
    expect(notice.querySelector('[onerror]')).toBeNull();
    expect(within(notice).getByRole('button', { name: 'Uždaryti pranešimą „Svarbu: naujos kainos“' })).toBeInTheDocument();
  });

  it("reads each banner's kind before its text", async () => {
    serveBanners([
      banner('warning', { typeId: 2, priority: 1, text: 'Planuojami darbai' }),
      banner('error', { typeId: 3, priority: 2, text: 'Sutrikimas' }),
    ]);
    await renderApp('/');
    const items = within(await screen.findByRole('list', { name: lt.common.banners.label }, LOAD)).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(`${lt.common.banners.kind.Warning}: Planuojami darbai`);
    expect(items[1]).toHaveTextContent(`${lt.common.banners.kind.Error}: Sutrikimas`);
  });

  it('opens only the first modal banner by priority; the next waits among the notices and opens when asked', async () => {
    const user = userEvent.setup();
    serveBanners([
      banner('later', { typeId: 4, priority: 7, text: 'Antras pranešimas' }),
      banner('first', { typeId: 4, priority: 2, text: 'Pirmas pranešimas' }),
    ]);
    await renderApp('/');
    const dialog = await screen.findByRole('dialog', { name: 'Pirmas pranešimas' }, LOAD);
    expect(screen.queryByRole('dialog', { name: 'Antras pranešimas' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: lt.common.modal.close }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The second is a notice of the page, in its place by priority, with a button that opens it.
    await showAllNotices(user);
    const notice = within(notices()).getByText('Antras pranešimas').closest('li')!;
    await user.click(within(notice).getByRole('button', { name: 'Peržiūrėti pranešimą „Antras pranešimas“' }));
    const second = await screen.findByRole('dialog', { name: 'Antras pranešimas' });
    await user.click(within(second).getByRole('button', { name: lt.common.modal.close }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Antras pranešimas')).toBeNull();
  });

  it('opens no second modal by itself in the same visit, on another page either', async () => {
    const user = userEvent.setup();
    serveBanners([banner('first', { typeId: 4, priority: 2, text: 'Pirmas pranešimas' })]);
    const first = await renderApp('/');
    const dialog = await screen.findByRole('dialog', { name: 'Pirmas pranešimas' }, LOAD);
    await user.click(within(dialog).getByRole('button', { name: lt.common.modal.close }));
    first.unmount();
    serveBanners([banner('other', { typeId: 4, priority: 1, text: 'Kitas pranešimas' })]);
    await renderApp('/');
    await homeLoaded();
    await showAllNotices(user);
    const notice = within(notices()).getByText('Kitas pranešimas').closest('li')!;
    expect(within(notice).getByRole('button', { name: 'Peržiūrėti pranešimą „Kitas pranešimas“' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows one modal at a time: an error popup waits while a banner modal is open, then opens', async () => {
    const user = userEvent.setup();
    serveBanners([banner('first', { typeId: 4, priority: 2, text: 'Pirmas pranešimas' })]);
    const { services } = await renderApp('/');
    const dialog = await screen.findByRole('dialog', { name: 'Pirmas pranešimas' }, LOAD);
    act(() => services.fail(new Error('background')));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: lt.common.modal.close }));
    expect(await screen.findByRole('alertdialog', { name: lt.common.errorModal.title })).toBeInTheDocument();
  });

  it('still renders when slides and discounts fail (banners fail silently too)', async () => {
    server.use(
      http.get('*/api/elements/slides', () => HttpResponse.json({ errors: [{ code: 'InternalServerError' }] }, { status: 500 })),
      http.get('*/api/corporate/discounts', () => HttpResponse.json({ errors: [{ code: 'InternalServerError' }] }, { status: 500 })),
      http.get('*/api/feature-management/information-banners', () =>
        HttpResponse.json({ errors: [{ code: 'InternalServerError' }] }, { status: 500 }),
      ),
    );
    await renderApp('/');
    await homeLoaded();
    expect(screen.getByRole('heading', { level: 1, name: lt.routes.Home.title })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: lt.home.slides.label })).toBeNull();
    expect(screen.getByRole('link', { name: lt.home.quickLinks.plans })).toBeInTheDocument();
  });
});

describe('Home landmarks (issue 50)', () => {
  it.each(['/', '/en', '/ru'])('names each region of %s once', async (path) => {
    await renderApp(path);
    // The carousel and the discounts both load: wait until the page has its regions.
    await vi.waitFor(() => expect(screen.getAllByRole('region').length).toBeGreaterThan(1), { timeout: 10_000 });
    const labels = screen.getAllByRole('region').map((region) => {
      const by = region.getAttribute('aria-labelledby');
      return by ? document.getElementById(by)?.textContent : region.getAttribute('aria-label');
    });
    expect(new Set(labels).size, labels.join(' | ')).toBe(labels.length);
  });
});
