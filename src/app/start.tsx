import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { BAKED_DATA_ID, readBakedData } from './baked-data';
import { isNotFound } from './route-errors';
import { createBrowserApp } from './router/create-router';
import { routerReady } from './router/router-ready';
import { replayEarlyClick, takeEarlyClick } from '@/features/shell/early-clicks';
import { variantOf } from './variant';
import { createI18n } from '@/shared/i18n/i18n';
import { routeNamespacesAt } from '@/shared/i18n/route-texts';
import { languageOf } from '@/shared/navigation/language';
import { previewRequested, tabStorage } from '@/shared/preview/preview-request';
import { leaveAfterLogout } from '@/shared/session/logout';
import { startTokenExchange } from '@/shared/session/start-token-exchange';
import { yieldToMain } from '@/shared/yield-to-main';
import { routes } from '@/shared/routing/route-table';
import { routesFor } from '@/shared/routing/route-discovery';

/** Creates the router and the services on it, then hydrates the prerendered page (or renders the shell). */
export async function start(): Promise<void> {
  // Before anything asks the time: product staff's preview instant, where it is honoured.
  if (previewRequested(new URL(window.location.href), tabStorage())) {
    const { startPreviewClock } = await import('@/shared/preview/preview-clock');
    startPreviewClock();
  }
  // A campaign's page (or an address none of the spec's own routes serve) needs the campaigns' routes
  // first; a prerendered page says which route it is, so a CMS page or the not-found page starts without them.
  const status = document.querySelector('meta[name="page-status"]')?.getAttribute('content');
  const pageRoute = document.querySelector('meta[name="page-route"]')?.getAttribute('content');
  if (status !== '404' && !(pageRoute && pageRoute in routes)) await routesFor(window.location.pathname);
  const variant = variantOf(window.location.pathname);
  const i18n = await createI18n(languageOf(window.location.pathname), routeNamespacesAt(window.location.pathname));
  const root = document.getElementById('root')!;
  // The server's not-found page (HTTP 404) was prerendered once per language, for another address: it
  // is rendered afresh, not hydrated (its links to the current page would not match), from the same
  // not-found state, so what shows does not change.
  const notFound = status === '404';
  const painted = root.hasChildNodes();
  // A page prerendered with public API data starts from it, and asks the API again once it is live; asked
  // with a query (filtered devices, a search) it shows other data than it was built with, and is rendered
  // afresh once that data is there, as the not-found page is, not hydrated. (A screen's waiting state is
  // that of every address: it hydrates, and the loader's answer changes it in place.)
  const bakedModule = painted && !notFound && document.getElementById(BAKED_DATA_ID) ? await import('./baked-start') : undefined;
  const otherData = !!bakedModule && !bakedModule.fitsBakedAddress(window.location.search, readBakedData(document));
  const prerendered = painted && !notFound && !otherData;
  // A page prerendered with its whole screen (scripts/prerender.mts): the screen and its data load
  // before hydration, so the hydrating render is that screen, not the heading alone.
  const screenFirst = prerendered && status === 'screen';
  let hydrated = () => undefined as void;
  const hydration = prerendered ? new Promise<void>((resolve) => (hydrated = resolve)) : undefined;
  const baked = screenFirst ? bakedModule?.bakedStart(document, window.location.pathname) : undefined;
  const { router, services, refreshBaked } = createBrowserApp({ variant, i18n, hydration, notFound, screenFirst, baked });
  // A logout in another tab logs this one out at once and goes to Login (issue 7 D6).
  services.session.listenToOtherTabs(window, () => leaveAfterLogout(services));
  if (variant === 'main') startTokenExchange(services);
  await yieldToMain();
  // A press of the header's menu or language button before React listened is replayed once the page
  // is live (issue 16, src/features/shell/early-clicks.ts).
  let earlyClick: string | undefined;
  const live = () => {
    hydrated();
    void refreshBaked();
    const id = earlyClick;
    earlyClick = undefined;
    replayEarlyClick(id);
  };
  const app = (
    <StrictMode>
      <App services={services} router={router} onHydrated={live} />
    </StrictMode>
  );
  if (screenFirst || otherData) await routerReady(router);
  // A prerendered page: React renders its own head elements, so the static copies go.
  if (painted) document.querySelectorAll('[data-prerendered]').forEach((element) => element.remove());
  if (prerendered) {
    // As a transition, hydration yields to the browser every few milliseconds instead of blocking
    // the main thread until the whole page is done (input stays responsive, no long task).
    startTransition(() => {
      // From here on React hears presses itself (and replays those made while it hydrates).
      earlyClick = takeEarlyClick();
      // A page prerendered whole hydrates as it was built (from its spec files); should the live page
      // differ all the same (the API ended the campaign early), React renders it afresh: a warning.
      hydrateRoot(root, app, { onCaughtError, ...(screenFirst ? { onRecoverableError: console.warn } : {}) });
    });
  } else {
    earlyClick = takeEarlyClick();
    createRoot(root, { onCaughtError }).render(app);
  }
}

/** Errors an error boundary caught are logged, as React does by default, except a screen's 404 (see isNotFound). */
function onCaughtError(error: unknown): void {
  if (isNotFound(error)) return;
  console.error(error);
}
