import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCodegen } from '../../codegen/run';
import { starterCampaign } from '../../scripts/lib/campaign-starter';

/**
 * Product staff add campaigns on branches of their own. This does what two of them would: from the
 * project's spec/ and generated/ (committed in a scratch repository), one branch adds `spring`, another
 * `autumn`, each runs codegen and commits; merging them must need no hand, and codegen --check must pass
 * on the merge. Each change must touch its campaign's own generated files only.
 */
const project = fileURLToPath(new URL('../../', import.meta.url));
let repo: string;

const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'init.defaultBranch=main', ...args], {
    cwd: repo,
    encoding: 'utf8',
  });
const changed = (from: string, to: string) => git('diff', '--name-only', from, to).split('\n').filter(Boolean);

/** The files a campaign owns, by where codegen puts them (named after its file, spec/campaigns/<name>.yaml). */
const owned = (name: string) =>
  new RegExp(
    `^(spec/campaigns/${name}\\.yaml|generated/campaigns/${name}\\.[a-z]+\\.ts|generated/i18n/[a-z]{2}/campaign-${name}\\.ts|generated/i18n/[a-z]{2}/campaigns/${name}\\.ts|generated/forms/campaigns/${name}-[a-z0-9-]+\\.(ts|validator\\.js|validator\\.d\\.ts))$`,
  );

async function addCampaign(branch: string, name: string): Promise<void> {
  git('checkout', '-q', '-b', branch, 'main');
  writeFileSync(join(repo, `spec/campaigns/${name}.yaml`), starterCampaign(name, new Date('2027-03-01T12:00:00Z')));
  await runCodegen(repo);
  git('add', '-A');
  git('commit', '-q', '-m', `Campaign ${name}`);
}

beforeAll(() => {
  repo = mkdtempSync(join(tmpdir(), 'campaign-merge-'));
  cpSync(join(project, 'spec'), join(repo, 'spec'), { recursive: true });
  cpSync(join(project, 'generated'), join(repo, 'generated'), { recursive: true });
  // The screens codegen checks the routes against; read, never written.
  symlinkSync(join(project, 'src'), join(repo, 'src'));
  writeFileSync(join(repo, '.gitignore'), 'src\n');
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '-m', 'The portal as it is');
});
afterAll(() => rmSync(repo, { recursive: true, force: true }));

describe('campaigns made apart', () => {
  it('each change a campaign only in its own generated files', async () => {
    await addCampaign('spring', 'spring');
    const added = changed('main', 'spring');
    expect(added).toContain('spec/campaigns/spring.yaml');
    expect(added).toContain('generated/campaigns/spring.campaign.ts');
    expect(added.filter((file) => !owned('spring').test(file))).toEqual([]);

    await addCampaign('autumn', 'autumn');
    expect(changed('main', 'autumn').filter((file) => !owned('autumn').test(file))).toEqual([]);
  });

  it('merge without a conflict, and codegen --check passes on the merge', async () => {
    git('checkout', '-q', 'spring');
    git('merge', '-q', '--no-edit', 'autumn');
    expect(git('status', '--porcelain')).toBe('');
    const { drift } = await runCodegen(repo, { check: true });
    expect(drift).toEqual({ stale: [], missing: [], orphans: [] });
  });

  it('change and remove one campaign only in its own files', async () => {
    const file = join(repo, 'spec/campaigns/autumn.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^activeTo: \S+/m, 'activeTo: 2027-05-31'));
    await runCodegen(repo);
    git('add', '-A');
    git('commit', '-q', '-m', 'Autumn runs longer');
    expect(changed('HEAD~1', 'HEAD').filter((path) => !owned('autumn').test(path))).toEqual([]);

    rmSync(file);
    await runCodegen(repo);
    git('add', '-A');
    git('commit', '-q', '-m', 'No autumn');
    const removed = changed('HEAD~1', 'HEAD');
    expect(removed).toContain('generated/campaigns/autumn.campaign.ts');
    expect(removed.filter((path) => !owned('autumn').test(path))).toEqual([]);
  });
});
