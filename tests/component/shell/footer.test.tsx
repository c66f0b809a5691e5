// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import en from '@generated/i18n/en';
import lt from '@generated/i18n/lt';
import { href } from '@/shared/routing/paths';
import { SMALL_SCREEN } from '@/features/shell/common/use-media-query';
import { server, useSandboxServer } from '../harness';
import { matchQueries, restoreQueriesAfterEach } from './media';
import { renderWithFooter } from './render-shell';

useSandboxServer();
restoreQueriesAfterEach();
afterEach(cleanup);

const footer = () => screen.getByRole('contentinfo');
const year = String(new Date().getFullYear());

describe('footer (core §2, §3 footer data)', () => {
  it('shows the link sections, help, apps, socials, languages and policies from /elements/footer', async () => {
    await renderWithFooter('/papildymas');
    const nav = await within(footer()).findByRole('navigation', { name: lt.footer.navigation });
    for (const section of Object.values(lt.footer.sections)) {
      expect(within(nav).getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('link', { name: 'Visi planai' })).toHaveAttribute('href', '/planai');
    expect(within(nav).getByRole('link', { name: 'Ryšio aprėptis' })).toHaveAttribute('href', href('CoverageMap'));
    // Help: the portal's own line (spec/app.yaml helpLine), its prices in the one number format, and the hours.
    expect(within(footer()).getByRole('link', { name: lt.footer.help.call.replace('{{number}}', '1510') })).toHaveAttribute(
      'href',
      'tel:1510',
    );
    expect(within(footer()).getByRole('link', { name: lt.footer.help.call.replace('{{number}}', '+370 645 51510') })).toHaveAttribute(
      'href',
      'tel:+37064551510',
    );
    expect(within(footer()).getByText('Skambutis kainuoja 0,29 €/min.')).toBeInTheDocument();
    expect(within(footer()).getByText(lt.footer.help.hours)).toBeInTheDocument();
    // App badges and socials named by the CMS texts their resource keys point at.
    expect(await within(footer()).findByRole('img', { name: `Atsisiųsti iš „App Store“ ${lt.common.newTab}` })).toHaveAttribute(
      'src',
      '/api/__sandbox/media/badges/app-store.svg',
    );
    expect(within(footer()).getByRole('link', { name: `Pulso paskyra „Facebook“ ${lt.common.newTab}` })).toHaveAttribute(
      'href',
      'https://www.facebook.com/pulsas.lt',
    );
    // Language flags: this page in each language.
    const languages = within(footer()).getByRole('navigation', { name: lt.common.language.label });
    expect(within(languages).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/top-up');
    expect(within(languages).getByRole('link', { name: 'Русский' })).toHaveAttribute('href', '/ru/popolnenie');
    expect(within(languages).getByRole('link', { name: 'Lietuvių' })).toHaveAttribute('aria-current', 'true');
    // Copyright with the year, policies and the cookie-settings item.
    expect(within(footer()).getByText(new RegExp(`© ${year}`))).toBeInTheDocument();
    expect(within(footer()).getByRole('link', { name: 'Privatumo politika' })).toBeInTheDocument();
    expect(within(footer()).getByRole('button', { name: lt.common.cookieSettings })).toBeInTheDocument();
  });

  it('loads the footer in the page language', async () => {
    await renderWithFooter('/en/top-up');
    const nav = await within(footer()).findByRole('navigation', { name: en.footer.navigation });
    expect(within(nav).getByRole('link', { name: 'All plans' })).toHaveAttribute('href', '/en/plans');
    expect(within(footer()).getByText(en.footer.help.hours)).toBeInTheDocument();
    expect(within(footer()).getByText('Calls cost €0,29/min.')).toBeInTheDocument();
  });

  it('turns the link sections into accordions on small screens', async () => {
    matchQueries((query) => query === SMALL_SCREEN);
    await renderWithFooter('/');
    const plans = await within(footer()).findByRole('button', { name: lt.footer.sections.plans });
    const list = document.getElementById(plans.getAttribute('aria-controls')!)!;
    expect(plans).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toBeVisible();
    await userEvent.click(plans);
    expect(plans).toHaveAttribute('aria-expanded', 'true');
    expect(list).toBeVisible();
    expect(within(list).getByRole('link', { name: 'Visi planai' })).toBeVisible();
    await userEvent.click(plans);
    expect(plans).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(list).not.toBeVisible()); // after the closing animation
    // The other sections are independent.
    expect(within(footer()).getByRole('button', { name: lt.footer.sections.devices })).toHaveAttribute('aria-expanded', 'false');
  });

  it('has no accordions on large screens: every list is shown', async () => {
    await renderWithFooter('/');
    await within(footer()).findByRole('navigation', { name: lt.footer.navigation });
    expect(within(footer()).queryByRole('button', { name: lt.footer.sections.plans })).toBeNull();
    expect(within(footer()).getByRole('link', { name: 'Visi planai' })).toBeVisible();
  });

  it('still shows help, languages and copyright when the footer call fails', async () => {
    server.use(http.get('*/api/elements/footer', () => HttpResponse.json({ errors: [{ code: 'InternalServerError' }] }, { status: 500 })));
    await renderWithFooter('/');
    expect(within(footer()).getByRole('heading', { name: lt.footer.help.title })).toBeInTheDocument();
    expect(within(footer()).getByRole('link', { name: lt.footer.help.call.replace('{{number}}', '1510') })).toBeInTheDocument();
    expect(within(footer()).getByText(lt.footer.help.hours)).toBeInTheDocument();
    expect(within(footer()).getByText(new RegExp(`© ${year}`))).toBeInTheDocument();
    expect(within(footer()).getByRole('button', { name: lt.common.cookieSettings })).toBeInTheDocument();
    expect(within(footer()).queryByRole('navigation', { name: lt.footer.navigation })).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('opens the cookie settings with the current choice and keeps a new one', async () => {
    localStorage.setItem('cookieConsent', 'all'); // the earlier form of a stored choice is still read
    await renderWithFooter('/');
    const item = within(footer()).getByRole('button', { name: lt.common.cookieSettings });
    await userEvent.click(item);
    const dialog = await screen.findByRole('dialog', { name: lt.shell.cookies.settingsTitle });
    const statistics = within(dialog).getByRole('checkbox', { name: lt.shell.cookies.own.categories.statistics.title });
    expect(statistics).toBeChecked();
    expect(
      within(dialog).getByRole('checkbox', { name: `${lt.shell.cookies.own.categories.necessary.title} (${lt.shell.cookies.alwaysOn})` }),
    ).toBeDisabled();
    await userEvent.click(statistics);
    await userEvent.click(within(dialog).getByRole('button', { name: lt.shell.cookies.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(JSON.parse(localStorage.getItem('cookieConsent')!)).toMatchObject({ preferences: true, statistics: false, marketing: true });
    expect(item).toHaveFocus();
  });
});
