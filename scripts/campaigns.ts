import { loadSpec } from '../codegen/load/load-spec';
import { SpecErrors } from '../codegen/load/diagnostics';
import { campaignTable } from './lib/campaign-table';

/** `npm run campaigns`: the table of every campaign file (scripts/lib/campaign-table.ts). */
try {
  process.stdout.write(campaignTable(loadSpec('.'), new Date()));
} catch (error) {
  if (!(error instanceof SpecErrors)) throw error;
  console.error(error.message);
  process.exit(1);
}
