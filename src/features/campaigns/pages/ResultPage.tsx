import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageActions } from '../parts/PageActions';
import { Paragraphs } from '../parts/Paragraphs';
import { StepProgress } from '../parts/StepProgress';
import type { PageProps } from './page-props';

/** A result ("won", "used", "thank you"): results.<result> of the file, or results.<:status>. */
export function ResultPage({ data, step, part }: PageProps) {
  const { campaign, page } = data;
  const ns = campaign.namespace;
  const { status } = useParams();
  const { t } = useTranslation(ns);
  const key = page.result ?? status ?? 'default';
  return (
    <article className={`campaign campaign--result campaign--result-${key}`}>
      <h1>{t(`results.${key}.title`)}</h1>
      <Paragraphs className="lead" text={t(`results.${key}.text`)} />
      {part}
      <PageActions namespace={ns} actions={page.actions} />
      <StepProgress namespace={ns} steps={campaign.steps} current={step} />
    </article>
  );
}
