import { NotFound } from '@/features/content/NotFound';
import { SiteFooter } from '@/features/shell/SiteFooter';
import { Header } from '@/features/shell/Header';
import { RouteHead } from './RouteHead';

/**
 * The not-found page in the public frame: header, the not-found screen in the main landmark (the skip
 * link's target), footer; one <title> (the head's) and noindex. Shown for an address no route serves,
 * and prerendered per language as the server's 404 page (scripts/prerender.mts), which the app starts
 * on in this very state (see `notFoundRoute`).
 */
export function NotFoundPage() {
  return (
    <div className="layout layout--default">
      <RouteHead notFound />
      <Header />
      <main id="content" tabIndex={-1} className="page">
        <NotFound />
      </main>
      <SiteFooter />
    </div>
  );
}

/** The id of the route that stands for an address nothing else serves. */
export const NOT_FOUND_ROUTE_ID = 'not-found';

/** The error a not-found address answers (React Router's error response for 404). */
export function notFoundError() {
  return { status: 404, statusText: 'Not Found', internal: false, data: null };
}

/** Answers every address it is asked for with 404: the route is last, so any other route wins. */
export function notFoundLoader(): never {
  throw new Response('Not found', { status: 404 });
}
