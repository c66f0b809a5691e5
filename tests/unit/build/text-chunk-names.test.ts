import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chunkFileNames } from '../../../scripts/lib/text-chunk-names';

const work = mkdtempSync(join(tmpdir(), 'text-chunk-names-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A checkout with two text files and the files the version also covers. */
function checkout(name: string, common = 'export default { hello: "Labas" };') {
  const root = join(work, name);
  for (const [file, content] of Object.entries({
    'generated/i18n/lt/common.ts': common,
    'generated/i18n/en/common.ts': 'export default { hello: "Hello" };',
    'generated/i18n/index.ts': 'export const namespaces = ["common"];',
    'node_modules/.package-lock.json': '{"packages":{"node_modules/vite":{"version":"8.3.8"}}}',
    'vite.config.ts': 'export default {};',
  })) {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), content);
  }
  return root;
}

const text = (root: string, lang: string, ns: string) => {
  const id = `${root}/generated/i18n/${lang}/${ns}.ts`;
  return { facadeModuleId: id, moduleIds: [id] };
};

describe('chunk file names (vite.config.ts)', () => {
  it('names every text chunk by its language and namespace and one version shared by all', () => {
    const root = checkout('a');
    const names = chunkFileNames(root);
    const lt = names(text(root, 'lt', 'common'));
    expect(lt).toMatch(/^assets\/text-lt-common-[\w-]{8}\.js$/);
    expect(names(text(root, 'en', 'campaign-ui'))).toBe(lt.replace('lt-common', 'en-campaign-ui'));
    // The campaigns namespace joins each campaign's part of it (generated/i18n/<lang>/campaigns/<file>.ts).
    const campaigns = text(root, 'lt', 'campaigns');
    const parts = [`${root}/generated/i18n/lt/campaigns/wheel.ts`, `${root}/generated/i18n/lt/campaigns/prize.ts`];
    expect(names({ ...campaigns, moduleIds: [...campaigns.moduleIds, ...parts] })).toBe(lt.replace('common', 'campaigns'));
  });

  it('leaves every other chunk its own content hash, a text module bundled with others included', () => {
    const root = checkout('b');
    const names = chunkFileNames(root);
    expect(names({ facadeModuleId: `${root}/src/features/home/screens/Home.tsx`, moduleIds: ['x'] })).toBe('assets/[hash].js');
    expect(names({ facadeModuleId: null, moduleIds: ['x', 'y'] })).toBe('assets/[hash].js');
    expect(names({ ...text(root, 'lt', 'common'), moduleIds: ['x', 'y'] })).toBe('assets/[hash].js');
  });

  it('gets a new version when any text or build tool changes (the files are served immutable), the same one otherwise', () => {
    const first = chunkFileNames(checkout('c'))(text('', 'en', 'common'));
    expect(chunkFileNames(checkout('d'))(text('', 'en', 'common'))).toBe(first);
    expect(chunkFileNames(checkout('e', 'export default { hello: "Sveiki" };'))(text('', 'en', 'common'))).not.toBe(first);
    const upgraded = checkout('f');
    writeFileSync(join(upgraded, 'node_modules/.package-lock.json'), '{"packages":{"node_modules/vite":{"version":"8.4.0"}}}');
    expect(chunkFileNames(upgraded)(text('', 'en', 'common'))).not.toBe(first);
  });
});
