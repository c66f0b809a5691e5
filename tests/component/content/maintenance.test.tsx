// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import en from '@generated/i18n/en';
import lt from '@generated/i18n/lt';
import { renderApp, useSandboxServer } from '../harness';

useSandboxServer();
afterEach(cleanup);

const LOAD = { timeout: 30_000 };

describe('maintenance page (core §8: where a 503 sends the user)', () => {
  it("is in the user's language, and 'try again' opens the page they were on", async () => {
    await renderApp('/en/maintenance.htm?from=%2Fen%2Fplans%3Fsection%3D2');
    expect(await screen.findByRole('heading', { level: 1, name: en.common.maintenance.title }, LOAD)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: en.common.maintenance.retry }, LOAD)).toHaveAttribute('href', '/en/plans?section=2');
  });

  it("'try again' never leaves the site: another site's address opens the home page instead", async () => {
    await renderApp('/maintenance.htm?from=https%3A%2F%2Fevil.example%2F');
    expect(await screen.findByRole('link', { name: lt.common.maintenance.retry }, LOAD)).toHaveAttribute('href', '/');
  });
});
