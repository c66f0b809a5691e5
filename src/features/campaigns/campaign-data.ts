import { redirect } from 'react-router';
import type { CampaignDefinition, CampaignPage } from '@generated/campaigns';
import { loadedRouteCampaign, loadRouteCampaign } from '@/shared/campaigns/definitions';
import type { FormDefinition } from '@generated/forms/types';
import type { RouteKey } from '@generated/routes';
import type { ScreenLoaderArgs } from '@/shared/routing/screen';
import { apiStatus } from '@/shared/campaigns/api-status';
import { campaignWindow, runningPeriod, type CampaignWindow, type Period } from '@/shared/campaigns/availability';
import { now } from '@/shared/clock';
import { loadKindRenderer, type KindData } from './kinds';
import { audienceOf, isReadableWhenClosed } from './window';

export interface CampaignPageData {
  campaign: CampaignDefinition;
  page: CampaignPage;
  /** 'active', or why the page shows the campaign's "not started" / "ended" screen instead. */
  window: CampaignWindow;
  /** The dates it runs by (runningPeriod: the file's, narrowed by the API's), which the closed page names. */
  period: Period;
  /** The rules page after the end: readable, with a note that the campaign has ended. */
  readableWhenClosed: boolean;
  form?: FormDefinition;
  /** What the campaign's kind adds (kinds.ts). */
  kind?: KindData;
}

/** A campaign page's campaign and page, once its loader has loaded them (loadCampaignPage). */
export function campaignOf(key: RouteKey): { campaign: CampaignDefinition; page: CampaignPage } | undefined {
  const campaign = loadedRouteCampaign(key);
  const page = campaign?.pages[key];
  return campaign && page ? { campaign, page } : undefined;
}

/**
 * Everything a campaign data page needs, in parallel: its window, its form, what its kind adds.
 * `fromFiles`: only what its file says (its window by its dates), nothing from the API: a page
 * prerendered whole, whose build must not bake in the data of the API it happened to ask; except what
 * its kind loads for every visitor alike (`publicData`: the discount plan), asked of the API at build time.
 */
export async function loadCampaignPage(args: ScreenLoaderArgs, { fromFiles = false } = {}): Promise<CampaignPageData> {
  await loadRouteCampaign(args.route.key);
  const found = campaignOf(args.route.key);
  if (!found) throw new Response(null, { status: 404 });
  const { campaign, page } = found;
  const api = fromFiles ? undefined : await apiStatus(args.services, campaign.name);
  const period = runningPeriod(campaign, api);
  const window = campaignWindow(campaign, api, now(), audienceOf(page.kind));
  const readableWhenClosed = isReadableWhenClosed(page.kind, window);
  if (fromFiles) {
    // The kind's renderer, and its part's code when the part can be drawn from the files (kinds.ts).
    const renderer = await loadKindRenderer(campaign.kind);
    if (window !== 'active' || !(renderer.fromFiles || renderer.publicData)) return { campaign, page, window, period, readableWhenClosed };
    const [kind] = await Promise.all([
      renderer.publicData ? renderer.load?.({ ...args, campaign, page }) : undefined,
      renderer.parts?.[page.kind]?.preload(),
    ]);
    return { campaign, page, window, period, readableWhenClosed, ...(kind ? { kind } : {}) };
  }
  if (window !== 'active' && !readableWhenClosed) return { campaign, page, window, period, readableWhenClosed };
  const formId = page.kind === 'form' ? page.form : undefined;
  const [form, kind] = await Promise.all([
    // The forms' index only on a form page: the other pages do not carry it.
    // A campaign form's data goes through its file's submit mapping: its loader is used untyped.
    formId ? import('@/shared/forms/load-form').then(({ loadForm }) => loadForm(campaign.forms[formId]!.definition)) : undefined,
    // The kind's part for this page (its code) comes with the data, so the page renders whole at once.
    loadKindRenderer(campaign.kind).then(async (renderer) => {
      const part = renderer.parts?.[page.kind]?.preload();
      part?.catch(() => undefined); // awaited below unless the page goes elsewhere
      const data = await renderer.load?.({ ...args, campaign, page });
      if (!data?.redirect) await part;
      return data;
    }),
  ]);
  if (kind && 'redirect' in kind && kind.redirect) throw redirect(kind.redirect);
  return { campaign, page, window, period, readableWhenClosed, ...(form ? { form } : {}), ...(kind ? { kind } : {}) };
}
