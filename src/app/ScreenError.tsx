import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router';
import { NotFound } from '@/features/content/NotFound';
import { ChunkLoadError } from '@/shared/routing/chunk';
import { useRoute } from '@/shared/routing/screen';
import { useServices } from '@/shared/services';

/**
 * What every screen shows when its code or data failed to load (issue 7 D4), inside its layout, so
 * the header, side navigation and footer stay: the route's own title and description, a short note
 * and a retry button. A data failure also opens the one error popup (core §8: the exception text with
 * its Arguments, or the offline, timeout or generic text), which offers the same retry. A 404 shows the
 * not-found screen inside the route's layout (an account page keeps its side navigation), or, on a route
 * with `notFoundLayout` (campaign seed §2), goes on to the layout's boundary (RouteError) and its
 * not-found layout, the frame of an unknown address. Either way the head says not found (RouteHead).
 * 401, 403 and 503 never get here: the route guard redirects them.
 */
export function ScreenError() {
  const error = useRouteError();
  const { key, lang, record } = useRoute();
  const services = useServices();
  const revalidator = useRevalidator();
  const { t } = useTranslation(['routes', 'errors', 'common']);
  // Not isNotFound() of ../route-errors: imported here too, it would become a chunk of its own on every page.
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const chunk = error instanceof ChunkLoadError;
  // A screen's code that failed to load is fetched again with the page; its data by the router.
  const retry = chunk ? () => window.location.reload() : () => void revalidator.revalidate();

  useEffect(() => {
    if (notFound || chunk) return;
    services.fail(error, { retry });
    // Once per failure: `retry` is new on every render but does the same.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error, notFound, chunk, services]);

  // Not found is no failure of this screen: its not-found screen, here or in the not-found layout one level up.
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's 404 response goes on as it came
  if (notFound && record.notFoundLayout) throw error;
  if (notFound) return <NotFound />;
  return (
    <section className="screen-error" aria-labelledby="screen-error-title" aria-busy={revalidator.state === 'loading' || undefined}>
      <h1 id="screen-error-title">{t(`routes:${key}.title`, { lng: lang })}</h1>
      <p className="lead">{t(`routes:${key}.description`, { lng: lang, defaultValue: '' })}</p>
      <div className="screen-error__notice">
        <p>{chunk ? t('common:chunkLoadError.description') : t('errors:screenLoad.description')}</p>
        <button type="button" className="button" onClick={retry} disabled={revalidator.state === 'loading'}>
          {t('errors:retry')}
        </button>
      </div>
    </section>
  );
}
