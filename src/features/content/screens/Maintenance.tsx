import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { href } from '@/shared/routing/paths';
import { safeRedirectPath } from '@/shared/navigation/safe-redirect';
import { useRoute } from '@/shared/routing/screen';
import { useHydrated } from '@/shared/ui/use-hydrated';

/** Only the base texts: this public page loads no form, enum or campaign texts. */
export const namespaces = [] as const;

/**
 * Core §8: where a 503 answer sends the user, in their language; "try again" opens the page they
 * wanted again (`from`, kept only when it stays on the site), else the home page. The page is
 * prerendered without a query: the link takes `from` once the page is live, so hydration matches.
 */
export default function Maintenance() {
  const { t } = useTranslation('common');
  const { lang } = useRoute();
  const [query] = useSearchParams();
  const live = useHydrated();
  const from = live ? safeRedirectPath(query.get('from')) : undefined;
  return (
    <section className="maintenance" aria-labelledby="maintenance-title">
      <h1 id="maintenance-title">{t('maintenance.title')}</h1>
      <p>{t('maintenance.description')}</p>
      <a className="button" href={from ?? href('Home', {}, lang)}>
        {t('maintenance.retry')}
      </a>
    </section>
  );
}
