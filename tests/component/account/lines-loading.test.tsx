// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import lt from '@generated/i18n/lt';
import type { RouteKey } from '@generated/routes';
import { href } from '@/shared/routing/paths';
import { renderApp, server, useSandboxServer } from '../harness';
import { LOAD, POSTPAID } from './helpers';

useSandboxServer();
afterEach(cleanup);

const l = lt.lines;

/** Each issue-51 screen, the call its content waits for, and a text of that content. */
const SCREENS: [RouteKey, string, string][] = [
  ['SimCard', '/sim', l.sim.stateTitle],
  ['ServiceControls', '/services/switches', l.controls.switchesTitle],
  ['UsageAlerts', '/usage/alerts', l.alerts.title],
  ['Orders', '/orders', 'Apple iPhone 15'],
];

describe('the issue-51 screens while their data loads', { timeout: 60_000 }, () => {
  it.each(SCREENS)('%s shows its heading, busy, until %s answers, then its content', async (key, path, content) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      // answers nothing once released: the request falls through to the sandbox (msw 2)
      http.get(`*/api${path}`, async () => {
        await held;
      }),
    );
    await renderApp(href(key), { loggedInAs: POSTPAID });
    const title = (lt['routes-account'].routes as Record<string, { title: string }>)[key]!.title;
    const heading = await screen.findByRole('heading', { level: 1, name: title }, LOAD);
    expect(heading.closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryAllByText(content, { exact: false })).toHaveLength(0);
    release();
    expect((await screen.findAllByText(content, { exact: false }, LOAD)).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 1, name: title }).closest('[aria-busy="true"]')).toBeNull();
  });
});
