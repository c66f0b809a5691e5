// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as app from '@generated/app';
import { texts } from '@/shared/campaign-files/resources';
import { href } from '@/shared/routing/paths';
import { renderApp, useSandboxServer } from '../harness';

const { lt, ru } = texts;

useSandboxServer();

const alternates = () =>
  Object.fromEntries(
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"]')].map((link) => [link.hreflang, link.getAttribute('href')]),
  );

describe('route head (search engines)', () => {
  it('names every language of a page and the default language as x-default', async () => {
    await renderApp(href('Plans', {}, 'en'));
    await screen.findByRole('heading', { level: 1 });
    expect(alternates()).toEqual({
      lt: `${app.siteUrl}${href('Plans')}`,
      en: `${app.siteUrl}${href('Plans', {}, 'en')}`,
      ru: `${app.siteUrl}${href('Plans', {}, 'ru')}`,
      'x-default': `${app.siteUrl}${href('Plans')}`,
    });
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
  });

  it("names a help group's and article's pages in the other languages by their own slugs (issue 50)", async () => {
    await renderApp(href('Help', { group: 'plans' }, 'en'));
    await screen.findByRole('heading', { level: 1, name: 'Plans' });
    expect(alternates()).toEqual({
      lt: `${app.siteUrl}${href('Help', { group: 'planai' })}`,
      en: `${app.siteUrl}${href('Help', { group: 'plans' }, 'en')}`,
      ru: `${app.siteUrl}${href('Help', { group: 'tarify' }, 'ru')}`,
      'x-default': `${app.siteUrl}${href('Help', { group: 'planai' })}`,
    });
  });

  it("names a CMS page's own page in each language by its aliases; another language's alias moves to this one's (issue 50)", async () => {
    const { router } = await renderApp('/en/apie-mus');
    await screen.findByRole('heading', { level: 1, name: 'About us' });
    expect(router.state.location.pathname).toBe('/en/about-us');
    expect(alternates()).toEqual({
      lt: `${app.siteUrl}/apie-mus`,
      en: `${app.siteUrl}/en/about-us`,
      ru: `${app.siteUrl}/ru/o-nas`,
      'x-default': `${app.siteUrl}/apie-mus`,
    });
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${app.siteUrl}/en/about-us`);
  });
});

describe('a campaign page and search engines (issue 33: one rule for the window)', () => {
  const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null;

  it('keeps a campaign that has ended out of search engines, and lets a running one in', async () => {
    // The summer game ran in 2023 (spec/campaigns/shake.yaml); the refill game runs now.
    await renderApp('/akcijos/vasara');
    await waitFor(() => expect(robots()).toBe('noindex'), { timeout: 10_000 });
    cleanup();
    await renderApp('/6000prizu');
    await screen.findByRole('heading', { level: 1, name: lt.routes.PrizeLanding.title }, { timeout: 10_000 });
    expect(robots()).toBeNull();
    cleanup();
  });
});

describe('an account page’s title (its texts come with the account area, not with every page)', () => {
  it('is in the heading from the first render of an app started there, and in the document title', async () => {
    await renderApp(href('Invoices', {}, 'ru'), { loggedInAs: '61234567' });
    // The route's fallback, before its code and data have arrived: the title, not its key.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(ru.routes.Invoices.title);
    await waitFor(() => expect(document.title).toBe(`${ru.routes.Invoices.title} | ${app.product.name}`), { timeout: 15_000 });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(ru.routes.Invoices.title);
  });

  it('is there after a navigation from a public page, which did not load it', async () => {
    const { router } = await renderApp(href('Plans'), { loggedInAs: '61234567' });
    await screen.findByRole('heading', { level: 1, name: lt.routes.Plans.title }, { timeout: 15_000 });
    await router.navigate(href('SettingsLoginHistory'));
    expect(await screen.findByRole('heading', { level: 1, name: lt.routes.Settings.title }, { timeout: 15_000 })).toBeInTheDocument();
    expect(document.title).toBe(`${lt.routes.SettingsLoginHistory.title} | ${app.product.name}`);
  });
});
