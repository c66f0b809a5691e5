import { useTranslation } from 'react-i18next';
import { useRoute } from '@/shared/routing/screen';
import { CampaignImage } from '../parts/CampaignImage';
import { PageActions } from '../parts/PageActions';
import { Paragraphs } from '../parts/Paragraphs';
import { Sections } from '../parts/Sections';
import { StepProgress } from '../parts/StepProgress';
import type { PageProps } from './page-props';

/**
 * A campaign's landing page, all from its file: its route's title and description (what the prerendered
 * page already shows), the campaign's description, picture, buttons, steps, sections.
 */
export function LandingPage({ data, step, part }: PageProps) {
  const { campaign, page } = data;
  const ns = campaign.namespace;
  const { key } = useRoute();
  const { t } = useTranslation([ns, 'routes']);
  return (
    <article className={`campaign campaign--landing campaign--kind-${campaign.kind}`}>
      <header className="campaign__hero">
        <div className="campaign__intro">
          <h1>{t(`routes:${key}.title`)}</h1>
          <p className="lead">{t(`routes:${key}.description`)}</p>
          <Paragraphs text={t(`${ns}:description`)} />
          <PageActions namespace={ns} actions={page.actions} />
        </div>
        <CampaignImage namespace={ns} image={page.image} />
      </header>
      <StepProgress namespace={ns} steps={campaign.steps} current={step} />
      {part}
      <Sections namespace={ns} sections={page.sections} />
    </article>
  );
}
