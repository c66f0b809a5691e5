import { useTranslation } from 'react-i18next';
import { Link, redirect } from 'react-router';
import { href } from '@/shared/routing/paths';
import { formatPhone } from '@/shared/format/phone';
import type { ScreenLoaderArgs } from '@/shared/routing/screen';
import { useRoute } from '@/shared/routing/screen';
import { useSession } from '@/shared/session/use-session';
import '../protection.css';

export const namespaces = ['protection'] as const;

/** Only with the area's session (after status 1 or a passed SMS challenge); without it, the entry. */
export async function loader({ services, route }: ScreenLoaderArgs): Promise<null> {
  if (!services.session.getSnapshot().isLoggedIn) throw redirect(href('Protection', {}, route.lang));
  return null;
}

/** The login is confirmed: the number the area's session belongs to, and the way on to manage it. */
export default function ProtectionConfirmation() {
  const { key, lang } = useRoute();
  const { t } = useTranslation(['protection', 'routes'], { lng: lang });
  const { claims } = useSession();
  return (
    <div className="protection protection--narrow">
      <h1>{t(`routes:${key}.title`)}</h1>
      {claims?.msisdn ? <p className="protection__lead">{t('confirmation.lead', { phone: formatPhone(claims.msisdn) })}</p> : null}
      <p className="protection__lead">{t('confirmation.next')}</p>
      <p className="protection__actions">
        <Link to={href('Protection', {}, lang)} className="button">
          {t('confirmation.manage')}
        </Link>
      </p>
    </div>
  );
}
