// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import en from '@generated/i18n/en';
import lt from '@generated/i18n/lt';
import { href } from '@/shared/routing/paths';
import { server, useSandboxServer } from '../harness';
import { renderShell } from './render-shell';

useSandboxServer();
afterEach(() => {
  cleanup();
  document.cookie = 'lang=; Max-Age=0; Path=/';
});

const banner = () => screen.getByRole('banner');
const mainNav = () => within(banner()).getByRole('navigation', { name: lt.common.header.mainNavigation });

describe('header (core §2 header, §4 menus and language change)', () => {
  it('shows the logo to Home and the main links from /elements/header', async () => {
    await renderShell('/papildymas');
    const logo = within(banner()).getByRole('link', { name: lt.common.header.logo });
    expect(logo).toHaveAttribute('href', '/');
    // The sandbox's CMS header names the discounts link "Akcijos" and points it at /akcijos.
    expect(await within(mainNav()).findByRole('link', { name: 'Akcijos' })).toHaveAttribute('href', '/akcijos');
    expect(within(mainNav()).getByRole('link', { name: 'Papildymas' })).toHaveAttribute('aria-current', 'page');
  });

  it('falls back to the spec main routes when /elements/header fails', async () => {
    server.use(http.get('*/api/elements/header', () => HttpResponse.json({ errors: [{ code: 'InternalServerError' }] }, { status: 500 })));
    await renderShell('/en/plans');
    const nav = within(banner()).getByRole('navigation', { name: en.common.header.mainNavigation });
    expect(within(nav).getByRole('link', { name: en.common.header.links.topUp })).toHaveAttribute('href', href('Refill', {}, 'en'));
    expect(within(nav).getByRole('link', { name: en.common.header.links.help })).toHaveAttribute('href', href('Help', {}, 'en'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows "my account" only in Lithuanian: to Login when logged out, to Dashboard when logged in', async () => {
    const first = await renderShell('/');
    expect(within(banner()).getByRole('link', { name: lt.common.header.myAccount })).toHaveAttribute('href', href('Login'));
    expect(within(banner()).getByRole('link', { name: lt.common.header.registration })).toHaveAttribute('href', href('RegistrationParent'));
    first.unmount();

    const second = await renderShell('/', { loggedInAs: '61234567' });
    expect(within(banner()).getByRole('link', { name: lt.common.header.myAccount })).toHaveAttribute('href', href('Dashboard'));
    expect(within(banner()).queryByRole('link', { name: lt.common.header.registration })).toBeNull();
    second.unmount();

    await renderShell('/en');
    expect(within(banner()).queryByRole('link', { name: en.common.header.myAccount })).toBeNull();
  });

  it('shows a login button while logged out and the user menu once logged in (other languages)', async () => {
    const first = await renderShell('/en');
    expect(within(banner()).getByRole('link', { name: en.common.header.login })).toHaveAttribute('href', href('Login', {}, 'en'));
    expect(within(banner()).queryByRole('button', { name: new RegExp(en.common.header.userMenu.label) })).toBeNull();
    first.unmount();

    await renderShell('/en', { loggedInAs: '61234567' });
    expect(within(banner()).queryByRole('link', { name: en.common.header.login })).toBeNull();
    const user = within(banner()).getByRole('button', { name: /User menu \+370 612 34567/ });
    expect(user).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(user);
    expect(user).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(user.getAttribute('aria-controls')!)!;
    expect(within(menu).getByRole('link', { name: en.common.sideNav.logOut })).toHaveAttribute('href', href('Logout', {}, 'en'));
    expect(within(menu).getByRole('link', { name: en.common.sideNav.dashboard })).toHaveAttribute('href', href('Dashboard', {}, 'en'));
  });

  it('hides the registration button when customer registration is disabled remotely', async () => {
    server.use(http.get('*/api/feature-management/features/disabled', () => HttpResponse.json([{ id: 20, name: 'CustomerRegistration' }])));
    await renderShell('/');
    await waitFor(() => expect(within(banner()).queryByRole('link', { name: lt.common.header.registration })).toBeNull());
  });
});

describe('language dropdown', () => {
  it('offers the same page in each language, with query and translated tab hash, and Ukrainian as the campaign', async () => {
    await renderShell('/pagrindinis/nustatymai?tab=1#slaptazodzio-keitimas', { loggedInAs: '61234567' });
    await userEvent.click(within(banner()).getByRole('button', { name: `${lt.common.language.label}: LT` }));
    // Asked for by its name, not by the pressed button's aria-controls: the logged-in header can render anew meanwhile.
    const list = await within(banner()).findByRole('list', { name: lt.common.language.change });
    expect(within(list).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/dashboard/settings?tab=1#change-password');
    expect(within(list).getByRole('link', { name: 'Русский' })).toHaveAttribute('href', '/ru/kabinet/nastroyki?tab=1#smena-parolya');
    expect(within(list).getByRole('link', { name: 'Українська' })).toHaveAttribute('href', href('UkraineCampaign'));
    expect(within(list).getByRole('link', { name: 'Lietuvių' })).toHaveAttribute('aria-current', 'true');
  });

  it('switches to the same page in the other language, keeps the choice in the lang cookie and reloads texts', async () => {
    const { router } = await renderShell('/papildymas');
    await userEvent.click(within(banner()).getByRole('button', { name: `${lt.common.language.label}: LT` }));
    await userEvent.click(within(banner()).getByRole('link', { name: 'English' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/top-up'));
    expect(document.cookie).toContain('lang=en');
    // Texts and the CMS header follow the new language.
    expect(await within(banner()).findByRole('button', { name: `${en.common.language.label}: EN` })).toBeInTheDocument();
    const nav = within(banner()).getByRole('navigation', { name: en.common.header.mainNavigation });
    expect(await within(nav).findByRole('link', { name: 'Offers' })).toHaveAttribute('href', '/en/offers');
    // The footer too: its own texts, in English, came with the English page.
    // (The footer is found anew each time: in the new language its code and texts may still be arriving.)
    const footer = () => screen.getByRole('contentinfo');
    await waitFor(() => expect(within(footer()).getByRole('navigation', { name: en.footer.navigation })).toBeInTheDocument());
    expect(within(footer()).getByRole('heading', { name: en.footer.newsletter.title })).toBeInTheDocument();
  });

  it('ignores the current language and sends Ukrainian to the campaign without setting the cookie', async () => {
    const { router } = await renderShell('/en/top-up');
    const button = within(banner()).getByRole('button', { name: `${en.common.language.label}: EN` });
    await userEvent.click(button);
    await userEvent.click(within(banner()).getByRole('link', { name: 'English' }));
    expect(router.state.location.pathname).toBe('/en/top-up');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    await userEvent.click(button);
    await userEvent.click(within(banner()).getByRole('link', { name: 'Українська' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(href('UkraineCampaign', {}, 'en')));
    expect(document.cookie).not.toContain('lang=');
  });

  it('moves through the options with arrows, Home/End and type-ahead', async () => {
    await renderShell('/');
    const button = within(banner()).getByRole('button', { name: `${lt.common.language.label}: LT` });
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(banner()).getByRole('link', { name: 'Lietuvių' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(within(banner()).getByRole('link', { name: 'English' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(within(banner()).getByRole('link', { name: 'Українська' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(within(banner()).getByRole('link', { name: 'Lietuvių' })).toHaveFocus();
    await userEvent.keyboard('р');
    expect(within(banner()).getByRole('link', { name: 'Русский' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(within(banner()).getByRole('link', { name: 'Lietuvių' })).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    expect(within(banner()).getByRole('link', { name: 'Українська' })).toHaveFocus();
  });
});

describe('menus (core §4)', () => {
  it('closes an open menu on Escape and returns focus to its button', async () => {
    await renderShell('/', { loggedInAs: '61234567' });
    const language = within(banner()).getByRole('button', { name: `${lt.common.language.label}: LT` });
    await userEvent.click(language);
    await userEvent.tab();
    expect(within(banner()).getByRole('link', { name: 'Lietuvių' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(language).toHaveAttribute('aria-expanded', 'false');
    expect(language).toHaveFocus();

    const burger = within(banner()).getByRole('button', { name: lt.common.header.menu });
    await userEvent.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(burger).toHaveFocus();
  });

  it('closes the user menu when the main menu opens', async () => {
    await renderShell('/', { loggedInAs: '61234567' });
    const user = within(banner()).getByRole('button', { name: new RegExp(lt.common.header.userMenu.label) });
    const burger = within(banner()).getByRole('button', { name: lt.common.header.menu });
    await userEvent.click(user);
    expect(user).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(user).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(user.getAttribute('aria-controls')!)).not.toBeVisible();
  });

  it('closes menus when a link in them is followed', async () => {
    const { router } = await renderShell(href('Dashboard'), { loggedInAs: '61234567' });
    const user = within(banner()).getByRole('button', { name: new RegExp(lt.common.header.userMenu.label) });
    await userEvent.click(user);
    const menu = document.getElementById(user.getAttribute('aria-controls')!)!;
    await userEvent.click(within(menu).getByRole('link', { name: lt.common.sideNav.settings }));
    await waitFor(() => expect(router.state.location.pathname).toBe(href('Settings')));
    // The same layout (and header) stays: the route change itself closes the menu.
    await waitFor(() => expect(user).toHaveAttribute('aria-expanded', 'false'));
    expect(user).toBeInTheDocument();
  });
});
