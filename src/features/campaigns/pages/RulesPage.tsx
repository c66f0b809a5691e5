import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/format/format';
import { useRoute } from '@/shared/routing/screen';
import { PageActions } from '../parts/PageActions';
import { Sections } from '../parts/Sections';
import type { PageProps } from './page-props';

/** The campaign's rules: its period from the file's window, then numbered sections. Readable after the end. */
export function RulesPage({ data }: PageProps) {
  const { campaign, page } = data;
  const ns = campaign.namespace;
  const { key, lang } = useRoute();
  const { t } = useTranslation([ns, 'routes', 'campaign-ui']);
  const period = { from: formatDate(campaign.activeFrom, lang), to: formatDate(campaign.activeTo, lang) };
  return (
    <article className="campaign campaign--rules">
      <h1>{t(`routes:${key}.title`)}</h1>
      {data.readableWhenClosed ? <p className="campaign__notice" role="note">{t('campaign-ui:closed.endedNote', period)}</p> : null}
      <p className="lead">{t('campaign-ui:rules.period', period)}</p>
      <Sections namespace={ns} sections={page.sections} numbered />
      <PageActions namespace={ns} actions={page.actions} />
    </article>
  );
}
