import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { isNotFound } from './route-errors';
import { ChunkLoadError } from '@/shared/routing/chunk';
import { NotFoundPage } from './NotFound';

/**
 * What a route shows when its code or data failed: retry for chunks and errors; for not found, the
 * not-found page in the public frame (header, footer, main landmark), as the server's 404 page is.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  if (isNotFound(error)) return <NotFoundPage />;
  const chunk = error instanceof ChunkLoadError;
  return (
    <main id="content" tabIndex={-1} className="page page--error">
      <h1>{chunk ? t('chunkLoadError.title') : t('errorModal.title')}</h1>
      <p>{chunk ? t('chunkLoadError.description') : t('errorModal.description')}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('chunkLoadError.retry')}
      </button>
    </main>
  );
}
