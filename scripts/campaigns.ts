import { readSpec } from '../codegen/pipeline';
import { SpecErrors } from '../codegen/load/diagnostics';
import { apiNow } from './lib/api-now';
import { campaignTable } from './lib/campaign-table';
import { noticeReport } from './lib/notice-order';

/**
 * `npm run campaigns [-- --api <url>]`: the table of every campaign file (scripts/lib/campaign-table.ts),
 * then, per place banners show, which notices a visitor sees first (scripts/lib/notice-order.ts), with a
 * warning for each campaign banner that would wait behind others. Read from the files as they are now.
 */
const apiFlag = process.argv.indexOf('--api');
const apiBase = apiFlag >= 0 ? process.argv[apiFlag + 1] : undefined;
try {
  const spec = readSpec('.');
  const now = new Date();
  const api = await apiNow(now, apiBase);
  process.stdout.write(campaignTable(spec, now, api.campaigns));
  const { text, warnings } = noticeReport(spec, api, now);
  process.stdout.write(`\n${text}`);
  for (const warning of warnings) process.stdout.write(`warning: ${warning}\n`);
} catch (error) {
  if (!(error instanceof SpecErrors)) throw error;
  console.error(error.message);
  process.exit(1);
}
