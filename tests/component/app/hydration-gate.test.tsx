// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import lt from '@generated/i18n/lt';
import { href } from '@/shared/routing/paths';
import { App } from '@/app/App';
import { createTestApp } from '@/app/router/create-router';
import { createI18n } from '@/shared/i18n/i18n';
import { API_BASE, useSandboxServer } from '../harness';

useSandboxServer();

describe('screens wait for hydration (a prerendered page hydrates as it was rendered)', () => {
  it('shows the prerendered fallback until hydration has settled, then the screen', async () => {
    let hydrated!: () => void;
    const hydration = new Promise<void>((resolve) => (hydrated = resolve));
    const path = href('Maintenance');
    const i18n = await createI18n('lt');
    const { services, router } = createTestApp({ variant: 'main', i18n, storage: localStorage, baseUrl: API_BASE, hydration }, path);
    render(<App services={services} router={router} />);

    // The screen's code is fast here, yet the first render stays the fallback (its heading and description).
    await screen.findByRole('heading', { level: 1, name: lt.routes.Maintenance.title });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('link', { name: lt.common.maintenance.retry })).toBeNull();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();

    hydrated();
    expect(await screen.findByRole('link', { name: lt.common.maintenance.retry })).toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });
});
