import { useTranslation } from 'react-i18next';
import { useRoute } from '@/shared/routing/screen';

/**
 * What a page shows before its code and data arrive: its heading and description, the same static
 * texts the prerendered HTML carries. Hydration renders exactly this, so it never mismatches.
 */
export function RouteFallback() {
  const { key, lang } = useRoute();
  const { t } = useTranslation('routes', { lng: lang });
  return (
    <div className="route-fallback" aria-busy="true">
      <h1>{t(`${key}.title`)}</h1>
      <p className="lead">{t(`${key}.description`, { defaultValue: '' })}</p>
    </div>
  );
}
