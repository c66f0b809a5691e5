import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import type { CampaignDefinition } from '@generated/campaigns';
import { href } from '@/shared/routing/paths';
import { ApiError, exceptionKey, isHandled } from '@/shared/api/api-error';
import { unwrap } from '@/shared/api/client';
import { useRoute, type ScreenLoaderArgs } from '@/shared/routing/screen';
import { useSession } from '@/shared/session/use-session';
import { routeCampaign } from '../game/route-campaign';
import '../campaigns.css';
import '../wheel/awards.css';
import { loginAndBack } from '@/shared/session/login-and-back';

/** Nothing beyond the base texts and the campaign's own (which come with the route). */
export const namespaces = [] as const;

type Outcome = 'success' | 'expired' | 'invalid' | 'error';

interface EmailLinkData {
  campaign: CampaignDefinition;
  outcome: Outcome;
}

/**
 * POST /awards-campaign/email/{userId}/{hash} with the link's parts: 204 confirmed (the same link again too);
 * ConfirmationLinkExpiredException expired; any other refusal (400, 404) invalid; 401/403/503 redirect as
 * everywhere; any other failure opens the popup and offers to try again.
 */
export async function loader({ params, services, route }: ScreenLoaderArgs): Promise<EmailLinkData> {
  const campaign = await routeCampaign(route.key);
  const userId = params.userId?.trim();
  const hash = params.hash?.trim();
  if (!userId || !hash) return { campaign, outcome: 'invalid' };
  try {
    await unwrap(services.api.POST('/awards-campaign/email/{userId}/{hash}', { params: { path: { userId, hash } } }));
    return { campaign, outcome: 'success' };
  } catch (error) {
    if (isHandled(error)) throw error; // on the way to Login, the root or maintenance
    if (error instanceof ApiError && error.kind === 'http') {
      if (exceptionKey(error.body) === 'ConfirmationLinkExpiredException') return { campaign, outcome: 'expired' };
      if (error.status === 400 || error.status === 404) return { campaign, outcome: 'invalid' };
    }
    services.fail(error);
    return { campaign, outcome: 'error' };
  }
}

/**
 * The link in the awards delivery e-mail (the other way to confirm it than the code): confirmed, expired or
 * wrong (the code still works on the delivery page either way), or failed with a retry. It works without login.
 */
export default function AwardsEmailLink() {
  const { campaign, outcome } = useLoaderData() as EmailLinkData;
  const { key, lang } = useRoute();
  const session = useSession();
  const revalidator = useRevalidator();
  const { t } = useTranslation([campaign.namespace, 'routes']);
  const points = href('AwardsPoints', {}, lang);
  return (
    <div className="awards">
      <h1>{t(`routes:${key}.title`)}</h1>
      <section className="awards-note" aria-labelledby="awards-email-link">
        <h2 id="awards-email-link">{t(`emailLink.${outcome}.title`)}</h2>
        <p>{t(`emailLink.${outcome}.text`)}</p>
        <p className="campaign__actions">
          {outcome === 'error' ? (
            <button type="button" className="button" onClick={() => void revalidator.revalidate()}>
              {t('actions.retry')}
            </button>
          ) : null}
          <Link
            className={outcome === 'error' ? 'button button--secondary' : 'button'}
            to={session.isLoggedIn ? points : loginAndBack(lang, points)}
          >
            {t('actions.myPoints')}
          </Link>
        </p>
      </section>
    </div>
  );
}
