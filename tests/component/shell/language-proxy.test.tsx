// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { app } from '@generated/app';
import { href } from '@generated/routes';
import { renderApp, useSandboxServer } from '../harness';

useSandboxServer();

/** Where the app lands after opening `path`. */
async function landing(path: string): Promise<string> {
  const { router } = await renderApp(path);
  await waitFor(() => expect(router.state.location.pathname).not.toBe(new URL(path, 'http://localhost').pathname));
  const { pathname, search, hash } = router.state.location;
  return `${pathname}${search}${hash}`;
}

describe('language proxy (/kalba/:language?returnUrl=…)', () => {
  it('keeps the language and goes to returnUrl in that language', async () => {
    expect(await landing(`${href('LanguageProxy', { language: 'en' }, 'lt')}?returnUrl=${encodeURIComponent('/papildymas?amount=5')}`)).toBe(
      `${href('Refill', {}, 'en')}?amount=5`,
    );
    expect(document.cookie).toContain(`${app.cookies.language.name}=en`);
  });

  it.each(['//evil.example', '/.//evil.example', '/%2e//evil.example', '/a/..//evil.example', 'https://evil.example/'])(
    'never follows a returnUrl off the site (%s): it goes to Home in that language',
    async (returnUrl) => {
      expect(await landing(`${href('LanguageProxy', { language: 'ru' }, 'lt')}?returnUrl=${encodeURIComponent(returnUrl)}`)).toBe(href('Home', {}, 'ru'));
    },
  );
});
