import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { NotFound } from '@/features/content/NotFound';
import { ChunkLoadError } from '@/shared/routing/chunk';

/** What a route shows when its code or data failed: retry for chunks and errors, 404 for not found. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
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
