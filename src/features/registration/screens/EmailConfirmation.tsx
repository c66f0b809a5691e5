import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { href } from '@/shared/routing/paths';
import { ApiError, exceptionKey, isHandled } from '@/shared/api/api-error';
import { unwrap } from '@/shared/api/client';
import { useRoute, type ScreenLoaderArgs, type ScreenModule } from '@/shared/routing/screen';
import { useSession } from '@/shared/session/use-session';
import { RouteHeading } from '@/shared/routing/RouteHeading';
import { Notice } from '../Notice';
import '../registration.css';
import { loginAndBack } from '@/shared/session/login-and-back';

/** Beyond the base texts: the registration texts. */
export const namespaces = ['email-confirmation'] as const;

/**
 * `checking`: the link not answered yet, what the page shows until its loader has (its prerendered state);
 * `missing`: the address carries no link at all (no U and H), so there is nothing to check.
 */
type Outcome = 'checking' | 'missing' | 'success' | 'expired' | 'invalid' | 'error';

/**
 * Prerendered in its waiting state, the same for every link (issue 36): the page hydrates with it at any
 * address, and the answer replaces it in place once the page is live.
 */
export const prerender: ScreenModule['prerender'] = {
  screen: () => true,
  baked: true,
  anyAddress: true,
  data: async () => ({ outcome: 'checking' }),
};

/**
 * POST /profile/email/validate with the link's U and H (core §7). The answer decides the state: 204
 * confirmed, ConfirmationLinkExpiredException expired, InvalidConfirmationLinkException invalid; an
 * address without U and H asks nothing and says the link from the e-mail is needed. 401/403/503
 * redirect as everywhere; any other failure opens the popup and
 * shows a "try again" state.
 */
export async function loader({ request, services }: ScreenLoaderArgs): Promise<{ outcome: Exclude<Outcome, 'checking'> }> {
  const query = new URL(request.url).searchParams;
  const U = query.get('U')?.trim();
  const H = query.get('H')?.trim();
  if (!U || !H) return { outcome: 'missing' };
  try {
    await unwrap(services.api.POST('/profile/email/validate', { body: { U, H } }));
    return { outcome: 'success' };
  } catch (error) {
    if (!(error instanceof ApiError) || error.kind !== 'http') {
      services.fail(error);
      return { outcome: 'error' };
    }
    if (isHandled(error)) throw error; // on the way to Login, the root or maintenance
    const key = exceptionKey(error.body);
    if (key === 'ConfirmationLinkExpiredException') return { outcome: 'expired' };
    if (key === 'InvalidConfirmationLinkException' || error.status === 400 || error.status === 404) return { outcome: 'invalid' };
    services.fail(error);
    return { outcome: 'error' };
  }
}

/**
 * Core §2 /epasto-patvirtinimas?U=…&H=…: the link from the confirmation e-mail. Confirmed, expired,
 * invalid or missing each say what happened and what to do next (a new link is sent from the settings,
 * after logging in).
 */
export default function EmailConfirmation() {
  const { outcome } = useLoaderData() as { outcome: Outcome };
  const { lang } = useRoute();
  const session = useSession();
  const revalidator = useRevalidator();
  const { t } = useTranslation('email-confirmation');
  const next = session.isLoggedIn ? (
    <Link className="button" to={href('SettingsPersonalInfo', {}, lang)}>
      {t('toSettings')}
    </Link>
  ) : (
    <Link className="button" to={loginAndBack(lang, href('SettingsPersonalInfo', {}, lang))}>
      {t('login')}
    </Link>
  );
  return (
    <section className="reg" aria-labelledby="email-confirmation-title">
      <RouteHeading id="email-confirmation-title" />
      {outcome === 'checking' ? (
        <Notice tone="info" title={t('checking.title')} waiting>
          <p>{t('checking.text')}</p>
        </Notice>
      ) : outcome === 'success' ? (
        <Notice tone="success" title={t('success.title')} waiting={false}>
          <p>{t('success.text')}</p>
          <p>
            <Link className="button" to={href(session.isLoggedIn ? 'Dashboard' : 'Home', {}, lang)}>
              {t(session.isLoggedIn ? 'toAccount' : 'toHome')}
            </Link>
          </p>
        </Notice>
      ) : outcome === 'error' ? (
        <Notice tone="failure" title={t('error.title')} waiting={false}>
          <p>{t('error.text')}</p>
          <p>
            <button
              type="button"
              className="button"
              onClick={() => void revalidator.revalidate()}
              disabled={revalidator.state === 'loading'}
            >
              {t('retry')}
            </button>
          </p>
        </Notice>
      ) : (
        <Notice tone={outcome === 'missing' ? 'info' : 'failure'} title={t(`${outcome}.title`)} waiting={false}>
          <p>{t(`${outcome}.text`)}</p>
          <p>{next}</p>
        </Notice>
      )}
    </section>
  );
}
