import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { href } from '@generated/routes';
import { formatDate } from '@/shared/format/format';
import { useRoute } from '@/shared/routing/screen';
import type { PageProps } from './page-props';

/** Before activeFrom or after activeTo (or closed by the API): say so, with the dates, and lead to the current offers. */
export function ClosedPage({ data }: PageProps) {
  const { campaign, window } = data;
  const { lang } = useRoute();
  const { t } = useTranslation([campaign.namespace, 'campaign-ui']);
  const period = { from: formatDate(campaign.activeFrom, lang), to: formatDate(campaign.activeTo, lang) };
  const state = window === 'upcoming' ? 'upcoming' : 'ended';
  return (
    <article className={`campaign campaign--closed campaign--${state}`}>
      <h1>{t(`campaign-ui:closed.${state}Title`, { title: t(`${campaign.namespace}:title`) })}</h1>
      <p className="lead">{t(`campaign-ui:closed.${state}Text`, period)}</p>
      <p className="campaign__actions">
        <Link className="button" to={href('Discounts', {}, lang)}>{t('campaign-ui:closed.offers')}</Link>
      </p>
    </article>
  );
}
