import { createBrowserRouter, createMemoryRouter } from 'react-router-dom';
import type { Services } from '@/shared/services';
import { NOT_FOUND_ROUTE_ID, notFoundError } from '../NotFound';
import { appRoutes } from './route-objects';

export interface RouterOptions {
  /**
   * The server answered this address 404 and sent its not-found page: the router starts in that
   * state (the not-found route's error, as if its loader had run), so the first render is the page
   * the server sent and asks the API nothing.
   */
  notFound?: boolean;
}

const startState = ({ notFound }: RouterOptions) =>
  notFound ? { hydrationData: { errors: { [NOT_FOUND_ROUTE_ID]: notFoundError() } } } : {};

export function createAppRouter(services: Services, options: RouterOptions = {}) {
  const { routes, patchRoutesOnNavigation } = appRoutes(services, window.location.pathname, options);
  return connect(services, createBrowserRouter(routes, { patchRoutesOnNavigation, ...startState(options) }));
}

/** For component tests and prerendering: the same routes in memory, starting at `path`. */
export function createTestRouter(services: Services, path: string, options: RouterOptions = {}) {
  const { routes, patchRoutesOnNavigation } = appRoutes(services, new URL(path, 'http://localhost').pathname, options);
  return connect(services, createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation, ...startState(options) }));
}

function connect<R extends ReturnType<typeof createBrowserRouter>>(services: Services, router: R): R {
  services.navigate = (to, options) => void router.navigate(to, options);
  services.currentPath = () => `${router.state.location.pathname}${router.state.location.search}`;
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;
