import type { i18n as I18n } from 'i18next';
import { Suspense, type ComponentType } from 'react';
import { useLoaderData } from 'react-router';
import type { PageKind } from '@generated/campaigns';
import { FORM_NAMESPACES } from '@/shared/forms/form-texts';
import type { ScreenLoaderArgs, ScreenModule } from '@/shared/routing/screen';
import { campaignOf, loadCampaignPage, type CampaignPageData } from '../campaign-data';
import { kindRenderer, loadKindRenderer } from '../kinds';
import type { PageProps } from '../pages/page-props';
import { loadPageTexts, PageTexts } from '../text-language';
import { ensureNamespaces } from '@/shared/i18n/ensure-texts';
import '../campaigns.css';
import { useHydrated } from '@/shared/ui/use-hydrated';
import { loadRouteCampaign } from '@/shared/campaigns/definitions';

/** The runtime's own texts; the campaign's texts come with its routes (their `namespaces`). */
export const namespaces = ['campaign-ui'] as const;

/**
 * A landing or rules page is prerendered whole: its description and sections, its largest content, are
 * in its file. What its kind adds from the API comes once the page is live, so it must not move what
 * was painted: a kind with no part on the page, one that draws it from the files too (fromFiles), or
 * a part that is the page's last content (a rules page's, a landing's without sections: the AirPods
 * prizes, the points' prize store), which grows the page below what was painted (the footer starts
 * below the fold), or one built with public API data (`publicData`: the ISIC plan and its price, above
 * the landing's sections).
 */
export const prerender: ScreenModule['prerender'] = {
  async screen(key) {
    await loadRouteCampaign(key);
    const found = campaignOf(key);
    if (found?.page.kind !== 'landing' && found?.page.kind !== 'rules') return false;
    const renderer = await loadKindRenderer(found.campaign.kind);
    const last = found.page.kind === 'rules' || found.page.sections.length === 0;
    return !renderer.parts?.[found.page.kind] || !!renderer.fromFiles || !!renderer.publicData || last;
  },
  data: (args) => load(args, { fromFiles: true }),
};

export const loader = (args: ScreenLoaderArgs) => load(args);

async function load(args: ScreenLoaderArgs, options?: { fromFiles: boolean }): Promise<CampaignPageData & { texts?: I18n }> {
  await loadRouteCampaign(args.route.key);
  const found = campaignOf(args.route.key);
  // A form page's labels and messages, with its data (enum option names come with a form that names them).
  const formTexts = found?.page.kind === 'form' ? FORM_NAMESPACES : [];
  const [data, , , texts] = await Promise.all([
    loadCampaignPage(args, options),
    found ? PAGES[found.page.kind]() : undefined, // fetched beside the data; loadPage then has it
    formTexts.length ? ensureNamespaces(args.services.i18n, formTexts) : undefined,
    // A campaign whose pages are in its own language (ua): its texts in that language.
    found ? loadPageTexts(args.services, args.route, [found.campaign.namespace, ...namespaces, ...formTexts]) : undefined,
  ]);
  await loadPage(data);
  return texts ? { ...data, texts } : data;
}

type ShownPage = PageKind | 'closed';

/** Each page kind is its own chunk, fetched by the loader with the page's data. */
const PAGES: Record<ShownPage, () => Promise<ComponentType<PageProps>>> = {
  landing: () => import('../pages/LandingPage').then((m) => m.LandingPage),
  rules: () => import('../pages/RulesPage').then((m) => m.RulesPage),
  form: () => import('../pages/FormPage').then((m) => m.FormPage),
  result: () => import('../pages/ResultPage').then((m) => m.ResultPage),
  closed: () => import('../pages/ClosedPage').then((m) => m.ClosedPage as ComponentType<PageProps>),
};
const loadedPages = new Map<ShownPage, ComponentType<PageProps>>();
const shownPage = (data: CampaignPageData): ShownPage => (data.window !== 'active' && !data.readableWhenClosed ? 'closed' : data.page.kind);
async function loadPage(data: CampaignPageData): Promise<void> {
  const shown = shownPage(data);
  loadedPages.set(shown, await PAGES[shown]());
}

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
  // A page prerendered whole was built from its file alone (prerender.data): it hydrates with what the
  // kind draws from the files, and shows the loaded data once live. Elsewhere this is true at once. A
  // kind of public data was built with it, and hydrates with it as loaded.
  const live = useHydrated();
  const renderer = kindRenderer(data.campaign.kind);
  const shown = shownPage(data);
  const Page = loadedPages.get(shown)!;
  if (shown === 'closed') return <Page data={data} step={undefined} part={null} />;
  const built = live || !!renderer.publicData;
  const kind = built ? data.kind : renderer.fromFiles?.(data.page);
  const Part = built || renderer.fromFiles ? renderer.parts?.[data.page.kind] : undefined;
  const part = Part ? (
    <Suspense fallback={null}>
      <Part campaign={data.campaign} page={data.page} data={kind} />
    </Suspense>
  ) : null;
  return <Page data={data} step={renderer.step?.(kind, data.page) ?? data.page.step} part={part} />;
}
