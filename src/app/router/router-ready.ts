import type { AppRouter } from './create-router';

/**
 * Settles once the router's first navigation is done (the screen's code and data loaded, or failed):
 * a page prerendered with its whole screen is rendered, and hydrated, only then.
 */
export const routerReady = (router: AppRouter): Promise<unknown> =>
  new Promise((resolve) => {
    if (router.state.initialized) return resolve(0);
    const stop = router.subscribe((state) => state.initialized && (stop(), resolve(0)));
  });
