// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import lt from '@generated/i18n/lt';
import { App } from '@/app/App';
import { createTestApp } from '@/app/router/create-router';
import { createI18n } from '@/shared/i18n/i18n';
import { href } from '@/shared/routing/paths';
import { API_BASE, useSandboxServer } from '../harness';

useSandboxServer();

/** The router is built first and the services on it (issue 17): nothing is filled in afterwards. */
describe('createTestApp: the router, then the services on it', () => {
  it("moves the user through the router, not by loading a page, and reads the router's location", async () => {
    const assign = vi.fn();
    const location = { pathname: '/', search: '', assign } as unknown as Location;
    const options = { variant: 'main' as const, i18n: await createI18n('lt'), storage: localStorage, baseUrl: API_BASE, location };
    const { router, services } = createTestApp(options, href('Home'));
    render(<App services={services} router={router} />);
    services.navigate(`${href('Plans')}?utm=x`);
    await waitFor(() => expect(router.state.location.pathname).toBe(href('Plans')));
    expect(services.currentPath()).toBe(`${href('Plans')}?utm=x`);
    expect(await screen.findByRole('heading', { level: 1, name: lt.routes.Plans.title })).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it("gives the first navigation's loaders the services: an anonymous visitor of an account page goes to Login", async () => {
    const options = { variant: 'main' as const, i18n: await createI18n('lt'), storage: localStorage, baseUrl: API_BASE };
    const { router, services } = createTestApp(options, href('Dashboard'));
    render(<App services={services} router={router} />);
    await waitFor(() => expect(router.state.location.pathname).toBe(href('Login')));
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe(href('Dashboard'));
  });
});
