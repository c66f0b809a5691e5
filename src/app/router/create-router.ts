import { createBrowserRouter, createMemoryRouter } from 'react-router-dom';
import type { Services } from '@/shared/services';
import { routeObjects } from './route-objects';

export function createAppRouter(services: Services) {
  const router = createBrowserRouter(routeObjects(services));
  services.navigate = (to, options) => void router.navigate(to, options);
  return router;
}

/** For component tests: the same routes in memory, starting at `path`. */
export function createTestRouter(services: Services, path: string) {
  const router = createMemoryRouter(routeObjects(services), { initialEntries: [path] });
  services.navigate = (to, options) => void router.navigate(to, options);
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;
