import type { i18n as I18n } from 'i18next';
import { Suspense, type ComponentType } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { PageKind } from '@generated/campaigns';
import type { ScreenLoaderArgs } from '@/shared/routing/screen';
import { campaignOf, loadCampaignPage, type CampaignPageData } from '../campaign-data';
import { kindRenderers } from '../kinds';
import { ClosedPage } from '../pages/ClosedPage';
import { FormPage } from '../pages/FormPage';
import { LandingPage } from '../pages/LandingPage';
import type { PageProps } from '../pages/page-props';
import { ResultPage } from '../pages/ResultPage';
import { RulesPage } from '../pages/RulesPage';
import { loadPageTexts, PageTexts } from '../text-language';
import '../campaigns.css';

/** The runtime's own texts; the campaign's texts come with its routes (their `namespaces`). */
export const namespaces = ['campaign-ui'] as const;

export async function loader(args: ScreenLoaderArgs): Promise<CampaignPageData & { texts?: I18n }> {
  const found = campaignOf(args.route.key);
  // A form page's messages and option names, with its data.
  const formTexts = found?.page.kind === 'form' ? ['validation', 'forms', 'enums'] : [];
  const [data, , texts] = await Promise.all([
    loadCampaignPage(args),
    formTexts.length ? args.services.i18n.loadNamespaces(formTexts) : undefined,
    // A campaign whose pages are in its own language (ua): its texts in that language.
    found ? loadPageTexts(args.services, args.route, [found.campaign.namespace, ...namespaces, ...formTexts]) : undefined,
  ]);
  return texts ? { ...data, texts } : data;
}

const PAGES: Record<PageKind, ComponentType<PageProps>> = { landing: LandingPage, rules: RulesPage, form: FormPage, result: ResultPage };

/** Every page a campaign file describes without code (`page:` in spec/campaigns/*.yaml). */
export default function CampaignPage() {
  const data = useLoaderData() as CampaignPageData & { texts?: I18n };
  return (
    <PageTexts texts={data.texts}>
      <CampaignPageContent data={data} />
    </PageTexts>
  );
}

function CampaignPageContent({ data }: { data: CampaignPageData }) {
  const renderer = kindRenderers[data.campaign.kind];
  if (data.window !== 'active' && !data.readableWhenClosed) return <ClosedPage data={data} />;
  const Part = renderer.parts?.[data.page.kind];
  const part = Part ? <Suspense fallback={null}><Part campaign={data.campaign} page={data.page} data={data.kind} /></Suspense> : null;
  const Page = PAGES[data.page.kind];
  return <Page data={data} step={renderer.step?.(data.kind, data.page) ?? data.page.step} part={part} />;
}
