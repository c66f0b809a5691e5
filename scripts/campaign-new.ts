import { existsSync, writeFileSync } from 'node:fs';
import { readSpec } from '../codegen/pipeline';
import { SpecErrors } from '../codegen/load/diagnostics';
import { starterCampaign } from './lib/campaign-starter';
import { worldStart } from '../src/sandbox/api-clock';

/**
 * `npm run campaign:new -- <name>`: writes spec/campaigns/<name>.yaml, a complete campaign that passes
 * codegen as it is (a landing, rules, a sign-up form with its thank-you page and a banner, in lt, en
 * and ru), with a comment on every field, for product staff to change into their campaign.
 */
const name = process.argv[2] ?? '';
const file = `spec/campaigns/${name}.yaml`;
if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) {
  console.error(
    "Write the campaign's name in lower case, e.g. npm run campaign:new -- christmas or summer-2027 (letters and digits, words joined by one -).",
  );
  process.exit(1);
}
if (existsSync(file)) {
  console.error(`${file} already exists: choose another name or edit that file.`);
  process.exit(1);
}

// Its window starts today: the sandbox's today when it is set to another day (SANDBOX_AT), where it is tried out.
writeFileSync(file, starterCampaign(name, worldStart()()));
try {
  readSpec('.');
  console.log(`Wrote ${file}. Change its texts, dates and pages, then run npm run codegen (or npm run dev to see it as you write).`);
} catch (error) {
  // The name or a path may already be taken by another campaign: say so, and keep the file to fix.
  if (!(error instanceof SpecErrors)) throw error;
  console.error(`Wrote ${file}, but the spec now has problems to fix:\n${error.message}`);
  process.exit(1);
}
