import { createBrowserRouter, createMemoryRouter } from 'react-router-dom';
import type { Services } from '@/shared/services';
import { appRoutes } from './route-objects';

export function createAppRouter(services: Services) {
  const { routes, patchRoutesOnNavigation } = appRoutes(services, window.location.pathname);
  return connect(services, createBrowserRouter(routes, { patchRoutesOnNavigation }));
}

/** For component tests and prerendering: the same routes in memory, starting at `path`. */
export function createTestRouter(services: Services, path: string) {
  const { routes, patchRoutesOnNavigation } = appRoutes(services, new URL(path, 'http://localhost').pathname);
  return connect(services, createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation }));
}

function connect<R extends ReturnType<typeof createBrowserRouter>>(services: Services, router: R): R {
  services.navigate = (to, options) => void router.navigate(to, options);
  services.currentPath = () => `${router.state.location.pathname}${router.state.location.search}`;
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;
