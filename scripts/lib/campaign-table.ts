import type { Spec } from '../../codegen/spec-types';
import { campaignWindow, type ApiCampaign } from '../../src/shared/campaigns/availability';

const vilniusDay = (iso: string) => {
  // The date part as written for Vilnius: the instant shifted by its own offset.
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(iso);
  return match ? `${match[1]} ${match[2]}` : iso;
};

const STATUS = { upcoming: 'upcoming', active: 'running', ended: 'ended' } as const;

/** Running, or open only to those who took part (the API's ActiveTransactionOnly), by the portal's own rule. */
function status(period: { activeFrom: string; activeTo: string }, record: ApiCampaign | undefined, now: Date): string {
  const newcomers = campaignWindow(period, record, now, 'newcomers');
  if (newcomers === 'ended' && campaignWindow(period, record, now, 'participants') === 'active') return 'participants only';
  return STATUS[newcomers];
}

/**
 * `npm run campaigns`: every campaign file in one table: name, kind, window (Vilnius local times as
 * the file means them), its status now (the portal's own rule, with the API's records of its campaigns),
 * its pages per language and its banners with their locations.
 */
export function campaignTable(
  spec: Pick<Spec, 'campaigns' | 'routes' | 'app'>,
  now: Date,
  records: ReadonlyMap<string, ApiCampaign> = new Map(),
): string {
  const rows = spec.campaigns.map((c) => {
    const routes = spec.routes.filter((r) => r.origin.source === c.origin.source);
    const paths = spec.app.languages.site
      .map(
        (lang) =>
          `${lang}: ${
            routes
              .map((r) => r.paths[lang])
              .filter(Boolean)
              .map((p) => `${spec.app.languages.prefixes[lang]}${p}`)
              .join(' ') || '—'
          }`,
      )
      .join('\n');
    const banners = c.banners.map((b) => `${b.id} (${b.type}: ${b.locations.join(', ')})`).join('\n') || '—';
    return [c.name, c.kind, `${vilniusDay(c.activeFrom)}\n${vilniusDay(c.activeTo)}`, status(c, records.get(c.name), now), paths, banners];
  });
  const header = ['campaign', 'kind', 'window (Vilnius)', `now (${now.toISOString().slice(0, 10)})`, 'pages', 'banners'];
  const table = [header, ...rows];
  const widths = header.map((_, col) => Math.max(...table.map((row) => Math.max(...row[col]!.split('\n').map((line) => line.length)))));
  const lines: string[] = [];
  const rule = widths.map((w) => '-'.repeat(w)).join('-+-');
  for (const [index, row] of table.entries()) {
    const height = Math.max(...row.map((cell) => cell.split('\n').length));
    for (let line = 0; line < height; line++) {
      lines.push(
        row
          .map((cell, col) => (cell.split('\n')[line] ?? '').padEnd(widths[col]!))
          .join(' | ')
          .trimEnd(),
      );
    }
    if (index === 0 || index < table.length - 1) lines.push(rule);
  }
  return `${lines.join('\n')}\n`;
}
