import type { Spec } from '../../codegen/spec-types';
import { BannerLocation, InformationBannerType } from '../../generated/enums';
import { INLINE_AT_ONCE, type Banner } from '../../src/shared/banners/banner-rules';
import { selectNotices } from '../../src/shared/banners/campaign-banners';
import type { ApiCampaign } from '../../src/shared/campaigns/availability';
import { inVilnius } from '../../src/shared/format/format';

/** What the API says now: its notices (GET /feature-management/information-banners) and its campaign records. */
export interface ApiNow {
  banners: readonly Banner[];
  campaigns: ReadonlyMap<string, ApiCampaign>;
  /** Where they came from, for the report's first line. */
  source: string;
}

const TYPE = Object.fromEntries(Object.entries(InformationBannerType).map(([name, id]) => [id, name]));
const VISITORS = [
  { who: 'visitors', isLoggedIn: false },
  { who: 'logged-in customers', isLoggedIn: true },
] as const;

/**
 * `npm run campaigns`, second part: for each place banners show, the notices a visitor and a logged-in
 * customer see first, by the page's own rule (selectNotices, INLINE_AT_ONCE), and a warning for each
 * campaign banner that would wait behind "show more" or behind another popup, with the priority that
 * would bring it forward. The API's own notices (a Warning, an Error) compete for the same places.
 */
export function noticeReport(spec: Pick<Spec, 'campaigns' | 'routes'>, api: ApiNow, now: Date): { text: string; warnings: string[] } {
  const owner = new Map(spec.campaigns.flatMap((c) => c.banners.map((b) => [b.id, c] as const)));
  const sources = {
    url: () => '/',
    texts: (name: string, id: string) => {
      const texts = spec.campaigns.find((c) => c.name === name)?.texts.lt as { banners?: Record<string, { text?: string }> } | undefined;
      const text = texts?.banners?.[id]?.text;
      return text === undefined ? undefined : { text, description: null, buttonText: null };
    },
  };
  // Where a banner's button leads does not decide its place: the report leaves the routes out.
  const campaigns = spec.campaigns.map((c) => ({ ...c, banners: c.banners.map(({ route: _route, ...banner }) => banner) }));
  const describe = (banner: Banner) =>
    `${banner.id} (${owner.get(banner.id) ? `campaign ${owner.get(banner.id)!.name}` : 'API'}, ${TYPE[banner.typeId]}, priority ${banner.priority})`;
  const lines = [`Notices as of ${inVilnius(now).toISOString().slice(0, 16).replace('T', ' ')} (Vilnius); the API's from ${api.source}.`];
  // One warning per banner and place, naming everyone it waits for.
  const warnings = new Map<string, { text: (who: string) => string; who: string[] }>();
  const warn = (key: string, who: string, text: (who: string) => string) => {
    const entry = warnings.get(key) ?? { text, who: [] };
    entry.who.push(who);
    warnings.set(key, entry);
  };
  for (const [place, location] of Object.entries(BannerLocation)) {
    if (location === BannerLocation.None) continue;
    const block: string[] = [];
    // A place on a page only customers reach (the Dashboard) has no visitors.
    const loginOnly = spec.routes.find((route) => route.key === place)?.login === true;
    for (const { who, isLoggedIn } of VISITORS.filter((visitor) => visitor.isLoggedIn || !loginOnly)) {
      const context = { location, isLoggedIn, closed: new Set<string>(), shown: new Set<string>() };
      const { inline, modals } = selectNotices({ api: api.banners, campaigns, records: api.campaigns, now, sources }, context);
      if (inline.length + modals.length === 0) continue;
      const first = inline.slice(0, INLINE_AT_ONCE);
      const waiting = inline.slice(INLINE_AT_ONCE);
      block.push(`  ${who} see first: ${first.map(describe).join(', ') || '—'}`);
      if (waiting.length) block.push(`    behind "show ${waiting.length} more": ${waiting.map(describe).join(', ')}`);
      if (modals.length) block.push(`    popups, one at a time: ${modals.map(describe).join(', ')}`);
      const last = first.at(-1)!;
      for (const banner of waiting.filter((b) => owner.has(b.id))) {
        const file = owner.get(banner.id)!.file;
        const ahead = first.map(describe).join(' and ');
        warn(
          `${banner.id}@${place}`,
          who,
          (whom) =>
            `${file}: banner ${banner.id} on ${place} waits behind "show more" for ${whom}: ${ahead} come first. Give it priority ${last.priority - 1} or lower to be seen at once.`,
        );
      }
      for (const banner of modals.slice(1).filter((b) => owner.has(b.id))) {
        const file = owner.get(banner.id)!.file;
        const before = modals[0]!;
        warn(
          `${banner.id}@${place}`,
          who,
          (whom) =>
            `${file}: popup ${banner.id} on ${place} shows only after ${describe(before)} is closed, for ${whom}. Give it priority ${before.priority - 1} or lower to show first.`,
        );
      }
    }
    lines.push(`${place}:`, ...(block.length ? block : ['  no notices']));
  }
  return { text: `${lines.join('\n')}\n`, warnings: [...warnings.values()].map(({ text, who }) => text(who.join(' and '))) };
}
