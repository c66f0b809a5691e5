// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import lt from '@generated/i18n/lt';
import { renderApp, useSandboxServer } from '../harness';

useSandboxServer();
afterEach(cleanup);

const LOAD = { timeout: 30_000 };

describe('focus on navigation (core §2: every route change moves focus to the page)', () => {
  it('an address with a fragment scrolls to its target and focuses it, not the link left behind', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const view = await renderApp('/');
    await act(() => view.router.navigate('/planai#plans-section-3'));
    await screen.findByRole('heading', { level: 1, name: lt.routes.Plans.title }, LOAD);
    const section = document.getElementById('plans-section-3');
    expect(section).toHaveRole('heading');
    expect(scrolled).toHaveBeenCalled();
    expect(section).toHaveFocus();
  });
});
