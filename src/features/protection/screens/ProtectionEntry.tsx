import { useTranslation } from 'react-i18next';
import { redirect, useLoaderData } from 'react-router';
import { href } from '@/shared/routing/paths';
import { ruleValidators } from '@generated/validation/index';
import { isHandled } from '@/shared/api/api-error';
import { unwrap } from '@/shared/api/client';
import { formatPhone } from '@/shared/format/phone';
import type { ScreenLoaderArgs } from '@/shared/routing/screen';
import { useRoute } from '@/shared/routing/screen';
import { useSession } from '@/shared/session/use-session';
import { autoLoginJustFailed, forgetAutoLoginStart } from '../auto-login';
import { entryOutcome } from '../entry-status';
import { FilterSettings } from '../FilterSettings';
import { IncidentSummary } from '../IncidentSummary';
import { settingsData, summaryData, type SettingsData, type SummaryData } from '../management-data';
import { Retry } from '../Retry';
import '../protection.css';

export const namespaces = ['protection', 'forms'] as const;

type EntryData = SummaryData & SettingsData;

/**
 * The browsing-protection entry (campaign seed §4). With a `status` from the partner it follows the
 * status table: 1 fetches the area's token and stores it under its own key, 3 opens the SMS challenge
 * with the msisdn, the others show their page. Without a status and without a stored token it sends
 * the browser to the partner's auto-login (with the optional msisdn). With a token it is the area's
 * home: the threats stopped and the filter switches.
 */
export async function loader({ request, services, route }: ScreenLoaderArgs): Promise<EntryData> {
  const query = new URL(request.url).searchParams;
  const status = query.get('status');
  const msisdn = query.get('msisdn') ?? '';
  const validMsisdn = ruleValidators.msisdn(msisdn) ? msisdn : undefined;
  if (status !== null) {
    // A new answer from the partner: whatever session was stored before is over.
    services.session.clear('logout');
    const outcome = entryOutcome(status);
    if (outcome.kind === 'page') {
      // The round trip ended without a token: its page's "try again" starts a new auto-login, not the
      // loop guard's failure page. A token (status 1, or 3 after the SMS challenge) keeps the mark until
      // the area's data loads, so a token refused at once still ends on the failure page (no loop).
      forgetAutoLoginStart();
      throw redirect(href(outcome.route, {}, route.lang));
    }
    if (outcome.kind === 'challenge') {
      throw redirect(
        validMsisdn ? href('ProtectionChallenge', {}, route.lang, { msisdn: validMsisdn }) : href('ProtectionFailed', {}, route.lang),
      );
    }
    let token: string;
    try {
      token = (await unwrap(services.api.GET('/narsyk/auth/token'))).result;
    } catch (error) {
      // The maintenance page wins (the API client is taking the user there); any other failure to get the
      // token is an unknown error.
      if (isHandled(error)) throw error;
      forgetAutoLoginStart();
      throw redirect(href('ProtectionFailed', {}, route.lang));
    }
    services.session.setToken(token);
    throw redirect(href('ProtectionConfirmation', {}, route.lang));
  }
  if (!services.session.getSnapshot().isLoggedIn) {
    // Back without a session right after an auto-login (its token was refused at once): no loop.
    if (autoLoginJustFailed()) {
      forgetAutoLoginStart();
      throw redirect(href('ProtectionFailed', {}, route.lang));
    }
    throw redirect(href('ProtectionAutoLogin', {}, route.lang, validMsisdn ? { msisdn: validMsisdn } : {}));
  }
  // A 401 here drops the token and starts this entry page over (the API client sees to it).
  const [summary, settings] = await Promise.all([summaryData(services), settingsData(services)]);
  forgetAutoLoginStart();
  return { ...summary, ...settings };
}

export default function ProtectionEntry() {
  const { statistics, filters, form } = useLoaderData() as EntryData;
  const { key, lang } = useRoute();
  const { t } = useTranslation(['protection', 'routes'], { lng: lang });
  const { claims } = useSession();
  return (
    <div className="protection">
      <h1>{t(`routes:${key}.title`)}</h1>
      {claims?.msisdn ? <p className="protection__lead">{t('entry.number', { phone: formatPhone(claims.msisdn) })}</p> : null}
      <p className="protection__lead">{t('entry.lead')}</p>
      <div className="protection__card">
        {statistics ? <IncidentSummary statistics={statistics} lang={lang} /> : <Retry message={t('summary.error')} lang={lang} />}
      </div>
      <div className="protection__card">
        {filters ? <FilterSettings form={form} filters={filters} lang={lang} /> : <Retry message={t('settings.error')} lang={lang} />}
      </div>
    </div>
  );
}
