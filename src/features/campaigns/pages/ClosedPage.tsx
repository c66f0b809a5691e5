import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CampaignDefinition } from '@generated/campaigns';
import { type RouteKey } from '@generated/routes';
import { href, hrefOf } from '@/shared/routing/paths';
import { formatDate } from '@/shared/format/format';
import { useRoute } from '@/shared/routing/screen';
import type { CampaignWindow, Period } from '@/shared/campaigns/availability';
import { usePageLanguage } from '../text-language';

/** The campaign's rules page, if its file has one (readable after the end). */
export function rulesRoute(campaign: CampaignDefinition): RouteKey | undefined {
  return (Object.entries(campaign.pages) as [RouteKey, { kind: string }][]).find(([, page]) => page.kind === 'rules')?.[0];
}

export interface ClosedPageProps {
  /** `period`: the dates it runs by (the file's, narrowed by the API's); the file's when not given. */
  data: { campaign: CampaignDefinition; window: CampaignWindow; period?: Period };
  /** Taken and ignored, so it can be drawn like the other pages (PageProps). */
  step?: string;
  part?: React.ReactNode;
}

/**
 * Before activeFrom or after activeTo (or closed by the API): say so, with the dates, and lead to the
 * current offers; after the end also to the campaign's rules (and what they show, e.g. its winners).
 * Data pages and the campaign's own screens show it alike.
 */
export function ClosedPage({ data }: ClosedPageProps) {
  const { campaign, window } = data;
  const { activeFrom, activeTo } = data.period ?? campaign;
  const { lang } = useRoute();
  const shown = usePageLanguage();
  const { t } = useTranslation([campaign.namespace, 'campaign-ui']);
  const period = { from: formatDate(activeFrom, shown), to: formatDate(activeTo, shown) };
  const state = window === 'upcoming' ? 'upcoming' : 'ended';
  const rules = state === 'ended' ? rulesRoute(campaign) : undefined;
  return (
    <article className={`campaign campaign--closed campaign--${state}`}>
      <h1>{t(`campaign-ui:closed.${state}Title`, { title: t(`${campaign.namespace}:title`) })}</h1>
      <p className="lead">{t(`campaign-ui:closed.${state}Text`, period)}</p>
      <p className="campaign__actions">
        <Link className="button" to={href('Discounts', {}, lang)}>
          {t('campaign-ui:closed.offers')}
        </Link>
        {rules ? (
          <Link className="button button--secondary" to={hrefOf(rules, {}, lang)}>
            {t('campaign-ui:closed.rules')}
          </Link>
        ) : null}
      </p>
    </article>
  );
}
