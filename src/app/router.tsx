import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { routes, type Language, type RouteRecord } from '@generated/routes';
import { RootLayout } from './RootLayout';
import { NotFound } from './NotFound';
import { RoutePage } from './RoutePage';

/** React Router records from the generated route table: one per route and language. */
export function routeObjects(): RouteObject[] {
  const children: RouteObject[] = [];
  for (const record of Object.values(routes) as RouteRecord[]) {
    for (const [lang, path] of Object.entries(record.paths) as [Language, string][]) {
      children.push({ path, element: <RoutePage routeKey={record.key} lang={lang} />, handle: { key: record.key, lang } });
    }
  }
  return [{ element: <RootLayout />, children: [...children, { path: '*', element: <NotFound /> }] }];
}

export const createAppRouter = () => createBrowserRouter(routeObjects());
export const createTestRouter = (path: string) => createMemoryRouter(routeObjects(), { initialEntries: [path] });
