import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type RouteKey } from '@generated/routes';
import { href } from '@/shared/routing/paths';
import { useRoute } from '@/shared/routing/screen';
import '../protection.css';

export const namespaces = ['protection'] as const;

/** The message pages of the entry's statuses 0, 2, 4 and 5 (and unknown ones), by route. */
const MESSAGES = [
  'ProtectionUserNotFound',
  'ProtectionFailed',
  'ProtectionDisabled',
  'ProtectionChallengeError',
] as const satisfies readonly RouteKey[];
type MessageRoute = (typeof MESSAGES)[number];

/** Where each page lets the user go on: try the entry again, or manage protection in the portal. */
const TRY_AGAIN: ReadonlySet<MessageRoute> = new Set(['ProtectionFailed', 'ProtectionChallengeError']);

export default function ProtectionMessage() {
  const { key, lang } = useRoute();
  const { t } = useTranslation(['protection', 'routes'], { lng: lang });
  const page = (MESSAGES as readonly RouteKey[]).includes(key) ? (key as MessageRoute) : 'ProtectionFailed';
  return (
    <div className="protection protection--narrow">
      <h1>{t(`routes:${key}.title`)}</h1>
      <p className="protection__lead">{t(`message.${page}`)}</p>
      <p className="protection__actions">
        {TRY_AGAIN.has(page) ? (
          <Link to={href('Protection', {}, lang)} className="button">
            {t('message.retry')}
          </Link>
        ) : (
          // The portal is the other app variant: a plain link loads it.
          <a href={href('SecurityFilteringReport', {}, lang)} className="button">
            {t('message.portal')}
          </a>
        )}
        <a href={href('Home', {}, lang)}>{t('message.home')}</a>
      </p>
    </div>
  );
}
