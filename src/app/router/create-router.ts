import { createBrowserRouter, createMemoryRouter } from 'react-router-dom';
import type { Services } from '@/shared/services';
import { routeObjects } from './route-objects';

export function createAppRouter(services: Services) {
  return connect(services, createBrowserRouter(routeObjects(services)));
}

/** For component tests: the same routes in memory, starting at `path`. */
export function createTestRouter(services: Services, path: string) {
  return connect(services, createMemoryRouter(routeObjects(services), { initialEntries: [path] }));
}

function connect<R extends ReturnType<typeof createBrowserRouter>>(services: Services, router: R): R {
  services.navigate = (to, options) => void router.navigate(to, options);
  services.currentPath = () => `${router.state.location.pathname}${router.state.location.search}`;
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;
