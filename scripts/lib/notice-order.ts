import type { Spec } from '../../codegen/spec-types';
import { BannerLocation, InformationBannerType } from '../../generated/enums';
import { chooseModals, listNotices, type Banner } from '../../src/shared/banners/banner-rules';
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
 * customer see first, by the page's own rules (selectNotices, chooseModals, listNotices), and a warning
 * for each campaign banner that would wait behind "show more" (everywhere, or on a phone), or among the notices because
 * another modal is the visit's popup, with the priority that would bring it forward. The API's own
 * notices (a Warning, an Error) compete for the same places.
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
      // As a first visit finds it: every modal for this visitor, the first by priority the visit's popup.
      const { popup, waiting: waits } = chooseModals(modals, new Set(), () => true, []);
      const { notices, atOnce } = listNotices(inline, waits);
      const listed = notices.map((notice) => notice.banner);
      const first = listed.slice(0, atOnce.wide);
      const waiting = listed.slice(atOnce.wide);
      block.push(`  ${who} see first: ${first.map(describe).join(', ') || '—'}`);
      if (atOnce.phone < atOnce.wide) block.push(`    on a phone only: ${listed.slice(0, atOnce.phone).map(describe).join(', ')}`);
      if (waiting.length) block.push(`    behind "show ${waiting.length} more": ${waiting.map(describe).join(', ')}`);
      if (popup) block.push(`    popup: ${describe(popup)}`);
      // Behind "show more" everywhere, or on a phone only: each says what comes first where it waits.
      for (const [shown, where] of [
        [atOnce.wide, ''],
        [atOnce.phone, ' on a phone'],
      ] as const) {
        const ahead = listed.slice(0, shown);
        const behind = where ? listed.slice(shown, atOnce.wide) : waiting;
        for (const banner of behind.filter((b) => owner.has(b.id))) {
          warn(
            `${banner.id}@${place}${where}`,
            who,
            (whom) =>
              `${owner.get(banner.id)!.file}: banner ${banner.id} on ${place} waits behind "show more"${where} for ${whom}: ${ahead.map(describe).join(' and ')} ${ahead.length > 1 ? 'come' : 'comes'} first. Give it priority ${ahead.at(-1)!.priority - 1} or lower to be seen at once${where}.`,
          );
        }
      }
      for (const banner of waits.filter((b) => owner.has(b.id))) {
        const file = owner.get(banner.id)!.file;
        warn(
          `${banner.id}@${place}:popup`,
          who,
          (whom) =>
            `${file}: modal ${banner.id} on ${place} does not open by itself for ${whom}: ${describe(popup!)} is the visit's one popup, and it waits among the notices. Give it priority ${popup!.priority - 1} or lower to be the popup.`,
        );
      }
    }
    lines.push(`${place}:`, ...(block.length ? block : ['  no notices']));
  }
  return { text: `${lines.join('\n')}\n`, warnings: [...warnings.values()].map(({ text, who }) => text(who.join(' and '))) };
}
