// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as app from '@generated/app';
import en from '@generated/i18n/en';
import lt from '@generated/i18n/lt';
import { renderApp, server, useSandboxServer } from '../harness';

useSandboxServer();
afterEach(cleanup);

const LOAD = { timeout: 30_000 };

describe('switching language (core §4: the shared client sends a language header)', () => {
  it("loads the new page's data in the new language, not the one of the page being left", async () => {
    const languages: (string | null)[] = [];
    // Records the header and lets the sandbox answer (a resolver that returns nothing falls through).
    server.use(
      http.get('*/api/price-plan/v3/plans-channels', ({ request }) => {
        languages.push(request.headers.get(app.api.languageHeader));
      }),
    );
    const view = await renderApp('/planai');
    expect(await screen.findByRole('heading', { level: 1, name: lt.routes.Plans.title }, LOAD)).toBeInTheDocument();
    languages.length = 0;
    await act(() => view.router.navigate('/en/plans'));
    expect(await screen.findByRole('heading', { level: 1, name: en.routes.Plans.title }, LOAD)).toBeInTheDocument();
    expect(languages.length).toBeGreaterThan(0);
    expect(new Set(languages)).toEqual(new Set(['en']));
  });
});
