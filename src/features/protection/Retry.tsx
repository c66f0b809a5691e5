import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import type { Language } from '@generated/routes';

/** A part of the page that could not be loaded: says so and loads the page's data again. */
export function Retry({ message, lang }: { message: string; lang: Language }) {
  const { t } = useTranslation('protection', { lng: lang });
  const revalidator = useRevalidator();
  const busy = revalidator.state === 'loading';
  return (
    <div className="protection__card" role="alert">
      <p className="protection__error">{message}</p>
      <p className="protection__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void revalidator.revalidate()}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {t('summary.retry')}
        </button>
      </p>
    </div>
  );
}
