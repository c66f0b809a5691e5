import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadable } from '@/shared/ui/preloadable';
import type { ClosedPageProps } from './ClosedPage';

const Loaded = preloadable<ClosedPageProps>(() => import('./ClosedPage').then((m) => ({ default: m.ClosedPage })));

/** Its code, fetched by a screen's loader with the data that closes it: the page renders at once, prerendered too. */
export const preloadClosedPage = (): Promise<unknown> => Loaded.preload();

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
