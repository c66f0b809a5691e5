// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import lt from '@generated/i18n/lt';
import { renderApp, useSandboxServer } from '../harness';

useSandboxServer();

describe('content pages (core §2 catch-all)', () => {
  it('renders a published CMS page with its sanitised HTML', async () => {
    const { container } = await renderApp('/apie-mus');
    expect(await screen.findByRole('heading', { level: 1, name: 'Apie mus' })).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
  });

  it('shows the not-found screen for a page that does not exist', async () => {
    await renderApp('/tokio-puslapio-nera');
    expect(await screen.findByRole('heading', { level: 1, name: lt.common.notFound.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: lt.common.notFound.back })).toBeInTheDocument();
  });

  it('hides a hidden page unless the query carries the hidden-page key', async () => {
    const first = await renderApp('/slaptas-pasiulymas');
    expect(await screen.findByRole('heading', { level: 1, name: lt.common.notFound.title })).toBeInTheDocument();
    first.unmount();
    await renderApp('/slaptas-pasiulymas?hiddenPageKey=1');
    expect(await screen.findByRole('heading', { level: 1, name: /Slaptas pasiūlymas/ })).toBeInTheDocument();
  });

  it('treats a page before its publish date as not found', async () => {
    await renderApp('/nauja-akcija');
    expect(await screen.findByRole('heading', { level: 1, name: lt.common.notFound.title })).toBeInTheDocument();
  });

  it('redirects a legacy alias to its route', async () => {
    const { router } = await renderApp('/tarptautiniai-skambuciai');
    await waitFor(() => expect(router.state.location.pathname).toBe('/skambuciai-i-uzsieni'));
  });

  it('sends anonymous users of a login-only route to Login with returnUrl', async () => {
    const { router } = await renderApp('/pagrindinis/isklotine');
    await waitFor(() => expect(router.state.location.pathname).toBe('/prisijungti'));
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe('/pagrindinis/isklotine');
  });
});
