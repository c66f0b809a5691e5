import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClosedPageProps } from './ClosedPage';

const Loaded = lazy(() => import('./ClosedPage').then((m) => ({ default: m.ClosedPage })));

/**
 * The "not started" / "ended" page for the game and form screens: shown outside a campaign's dates
 * only, so its code is fetched then rather than with every visit during the campaign.
 */
export function ClosedPage(props: ClosedPageProps) {
  const { t } = useTranslation('common');
  return (
    <Suspense
      fallback={
        <p role="status" className="visually-hidden">
          {t('loading')}
        </p>
      }
    >
      <Loaded {...props} />
    </Suspense>
  );
}
