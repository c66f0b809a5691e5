// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { app } from '@generated/app';
import { href } from '@/shared/routing/paths';
import { renderApp, useSandboxServer } from '../harness';

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

  it('gives a CMS page, whose address is not translated, itself as x-default', async () => {
    await renderApp('/en/apie-mus');
    await screen.findByRole('heading', { level: 1, name: 'About us' });
    expect(alternates()).toEqual({ en: `${app.siteUrl}/en/apie-mus`, 'x-default': `${app.siteUrl}/en/apie-mus` });
  });
});
