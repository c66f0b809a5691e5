import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/format/format';
import { useRoute } from '@/shared/routing/screen';
import { PageActions } from '../parts/PageActions';
import { Sections } from '../parts/Sections';
import { usePageLanguage } from '../text-language';
import type { PageProps } from './page-props';

/** The campaign's rules: its running period (the file's window narrowed by the API's), numbered sections, what its kind adds (a draw's winners). Readable after the end. */
export function RulesPage({ data, part }: PageProps) {
  const { campaign, page } = data;
  const ns = campaign.namespace;
  const { key } = useRoute();
  const shown = usePageLanguage();
  const { t } = useTranslation([ns, 'routes', 'campaign-ui']);
  // The period the landing and the closed page name too: the file's window narrowed by the API's (runningPeriod).
  const period = { from: formatDate(data.period.activeFrom, shown), to: formatDate(data.period.activeTo, shown) };
  return (
    <article className="campaign campaign--rules">
      <h1>{t(`routes:${key}.title`)}</h1>
      {data.readableWhenClosed ? (
        <p className="campaign__notice" role="note">
          {t('campaign-ui:closed.endedNote', period)}
        </p>
      ) : null}
      <p className="lead">{t('campaign-ui:rules.period', period)}</p>
      <Sections namespace={ns} sections={page.sections} numbered />
      {part}
      <PageActions namespace={ns} actions={page.actions} />
    </article>
  );
}
