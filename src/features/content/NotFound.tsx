import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { href } from '@/shared/routing/paths';
import { languageOf } from '@/shared/navigation/language';
import { previousPathname } from '@/shared/navigation/location-history';

/**
 * Core §2: an apology, a suggestion and a return button that goes back one step in history, or to
 * Home when the previous route was the site root (or there is no previous route in this tab). Its
 * <title> (and noindex) come from the page's head (src/app/RouteHead.tsx), so the page has one title.
 */
export function NotFound() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const goBack = () => {
    const home = href('Home', {}, languageOf(location.pathname));
    const previous = previousPathname();
    if (previous === undefined || previous === '/' || previous === home) void navigate(home);
    else void navigate(-1);
  };
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.apology')}</p>
      <p>{t('notFound.suggestion')}</p>
      <button type="button" className="button" onClick={goBack}>
        {t('notFound.back')}
      </button>
    </section>
  );
}
