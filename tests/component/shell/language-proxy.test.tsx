// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as app from '@generated/app';
import lt from '@generated/i18n/lt';
import { href } from '@/shared/routing/paths';
import { renderApp, useSandboxServer } from '../harness';

useSandboxServer();

/** Where the app lands after opening `path`. */
async function landing(path: string): Promise<string> {
  const { router } = await renderApp(path);
  await waitFor(() => expect(router.state.location.pathname).not.toBe(new URL(path, 'http://localhost').pathname), { timeout: 15_000 });
  const { pathname, search, hash } = router.state.location;
  return `${pathname}${search}${hash}`;
}

describe('language proxy (/kalba/:language?returnUrl=…)', () => {
  it('keeps the language and goes to returnUrl in that language', async () => {
    expect(
      await landing(`${href('LanguageProxy', { language: 'en' }, 'lt')}?returnUrl=${encodeURIComponent('/papildymas?amount=5')}`),
    ).toBe(`${href('Refill', {}, 'en')}?amount=5`);
    expect(document.cookie).toContain(`${app.cookies.language.name}=en`);
  });

  it.each(['//evil.example', '/.//evil.example', '/%2e//evil.example', '/a/..//evil.example', 'https://evil.example/'])(
    'never follows a returnUrl off the site (%s): it goes to Home in that language',
    async (returnUrl) => {
      expect(await landing(`${href('LanguageProxy', { language: 'ru' }, 'lt')}?returnUrl=${encodeURIComponent(returnUrl)}`)).toBe(
        href('Home', {}, 'ru'),
      );
    },
  );

  it('goes to Home in that language without a returnUrl', async () => {
    expect(await landing(href('LanguageProxy', { language: 'ru' }, 'en'))).toBe(href('Home', {}, 'ru'));
  });

  it('translates the tab hash of the returnUrl', async () => {
    const { router } = await renderApp(
      `${href('LanguageProxy', { language: 'en' })}?returnUrl=${encodeURIComponent(href('SettingsLoginInfo', {}, 'lt'))}`,
      { loggedInAs: '61234567' },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(href('SettingsLoginInfo', {}, 'en').split('#')[0]));
    expect(router.state.location.hash).toBe(`#${href('SettingsLoginInfo', {}, 'en').split('#')[1]}`);
  });

  it('sends a CMS page to Home in that language (its address is not translated), a returnUrl in that language to itself', async () => {
    expect(await landing(`${href('LanguageProxy', { language: 'en' })}?returnUrl=/apie-mus`)).toBe(href('Home', {}, 'en'));
    expect(await landing(`${href('LanguageProxy', { language: 'lt' }, 'en')}?returnUrl=${encodeURIComponent('/planai?x=1')}`)).toBe(
      '/planai?x=1',
    );
  });

  it('opens the Ukrainian campaign for ua (under the current prefix unless lt) and keeps no cookie for it', async () => {
    document.cookie = `${app.cookies.language.name}=; Max-Age=0; Path=/`;
    expect(await landing(`${href('LanguageProxy', { language: 'ua' })}?returnUrl=/planai`)).toBe(href('UkraineCampaign', {}, 'lt'));
    expect(await landing(href('LanguageProxy', { language: 'ua' }, 'en'))).toBe(href('UkraineCampaign', {}, 'en'));
    expect(document.cookie).not.toContain(`${app.cookies.language.name}=`);
  });

  it('never loops back into itself', async () => {
    const self = href('LanguageProxy', { language: 'en' }, 'lt', { returnUrl: '/planai' });
    expect(await landing(`${href('LanguageProxy', { language: 'en' })}?returnUrl=${encodeURIComponent(self)}`)).toBe(
      href('Home', {}, 'en'),
    );
  });

  it('answers an unknown language with the not-found screen', async () => {
    await renderApp(`${href('LanguageProxy', { language: 'lt' }).replace(/lt$/, 'de')}?returnUrl=/planai`);
    expect(await screen.findByRole('heading', { level: 1, name: lt.common.notFound.title })).toBeInTheDocument();
  });
});
