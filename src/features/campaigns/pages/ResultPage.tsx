import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useRoute } from '@/shared/routing/screen';
import { PageActions } from '../parts/PageActions';
import { Paragraphs } from '../parts/Paragraphs';
import { StepProgress } from '../parts/StepProgress';
import type { PageProps } from './page-props';

/**
 * A result ("won", "used", "thank you"). A page with its own `result:` shows its route's title and
 * description: the texts its prerendered page already has, so nothing is swapped once it is live and its
 * largest text is painted with the HTML. A page with a :status param shows results.<status> of the file.
 */
export function ResultPage({ data, step, part }: PageProps) {
  const { campaign, page } = data;
  const ns = campaign.namespace;
  const { status } = useParams();
  const route = useRoute();
  const { t } = useTranslation([ns, 'routes']);
  // The kind found no result of the visitor's to show (no refill named, or not theirs): the page says so,
  // in the file's results.unverified, rather than what its address claims ("you won a prize", with no prize
  // and no form to claim it).
  const unverified = data.kind?.unverified === true;
  const key = unverified ? 'unverified' : (page.result ?? status ?? 'default');
  const [title, text] =
    page.result && !unverified
      ? [t(`routes:${route.key}.title`), t(`routes:${route.key}.description`)]
      : [t(`results.${key}.title`), t(`results.${key}.text`)];
  return (
    <article className={`campaign campaign--result campaign--result-${key}`}>
      <h1>{title}</h1>
      <Paragraphs className="lead" text={text} />
      {part}
      <PageActions namespace={ns} actions={page.actions} />
      <StepProgress namespace={ns} steps={campaign.steps} current={step} />
    </article>
  );
}
