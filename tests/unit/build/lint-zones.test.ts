import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
// The snippets are not files of a tsconfig, so the type-aware rules are switched off; the zones need no types.
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: `${root}/eslint.config.js`,
  overrideConfig: tseslint.configs.disableTypeChecked,
});

/** The no-restricted-imports messages of one import written in `filePath`. */
async function zoneErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { x } from '${source}';\nexport const y = x;\n`, { filePath });
  expect(result?.messages.filter((message) => message.fatal)).toEqual([]);
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('lint zones: the layers of docs/architecture.md', { timeout: 30_000 }, () => {
  it('src/shared imports neither features nor the app', async () => {
    expect(await zoneErrors('src/shared/ui/x.ts', '@/features/home/screens/Home')).toEqual([
      expect.stringContaining('src/shared is the bottom layer'),
    ]);
    expect(await zoneErrors('src/shared/ui/x.ts', '../../app/router/create-router')).toEqual([
      expect.stringContaining('src/shared is the bottom layer'),
    ]);
    expect(await zoneErrors('src/shared/ui/x.ts', '@/shared/api/client')).toEqual([]);
  });

  it('a feature imports neither the app nor another feature, also not by a relative path', async () => {
    const file = 'src/features/home/screens/Home.tsx';
    expect(await zoneErrors(file, '@/features/plans/order-api')).toEqual([expect.stringContaining('Features do not import each other')]);
    expect(await zoneErrors(file, '../../plans/order-api')).toEqual([expect.stringContaining('leaves the feature')]);
    expect(await zoneErrors(file, '@/app/router/create-router')).toEqual([expect.stringContaining('does not import src/app')]);
    expect(await zoneErrors(file, '@/features/home/home-data')).toEqual([]);
    expect(await zoneErrors(file, '../home-data')).toEqual([]);
    expect(await zoneErrors('src/features/home/x.ts', '@/features/homework/x')).toEqual([
      expect.stringContaining('Features do not import each other'),
    ]);
  });

  it('the app composes features but, like all of src/, never imports the Node-only sandbox', async () => {
    expect(await zoneErrors('src/app/x.tsx', '@/features/home/screens/Home')).toEqual([]);
    expect(await zoneErrors('src/app/x.tsx', '@/sandbox')).toEqual([expect.stringContaining('Node-only sandbox')]);
    expect(await zoneErrors('src/shared/api/x.ts', '../../sandbox/handlers')).toEqual([expect.stringContaining('Node-only sandbox')]);
    expect(await zoneErrors('src/features/home/x.ts', '@/sandbox/world')).toEqual(
      expect.arrayContaining([expect.stringContaining('Node-only sandbox')]),
    );
  });

  it('codegen never imports the runtime in src/', async () => {
    expect(await zoneErrors('codegen/emit/x.ts', '@/shared/routing/href')).toEqual([expect.stringContaining('codegen emits generated/')]);
    expect(await zoneErrors('codegen/emit/x.ts', '../../src/shared/routing/href')).toEqual([
      expect.stringContaining('codegen emits generated/'),
    ]);
    expect(await zoneErrors('codegen/emit/x.ts', '../load/load-spec')).toEqual([]);
  });

  it('names a Trusted Types policy only through the spec, so the CSP lists it (issue 32 F2)', async () => {
    const errors = async (source: string) => {
      const [result] = await eslint.lintText(source, { filePath: 'src/features/home/x.ts' });
      return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.message);
    };
    expect(await errors("window.trustedTypes?.createPolicy('mine', {});\n")).toEqual([
      expect.stringContaining('trustedTypesPolicies.<name>'),
    ]);
    expect(await errors("const name = 'mine';\nwindow.trustedTypes?.createPolicy(name, {});\n")).toEqual([
      expect.stringContaining('trustedTypesPolicies.<name>'),
    ]);
    expect(
      await errors(
        "import { trustedTypesPolicies } from '@generated/security';\nwindow.trustedTypes?.createPolicy(trustedTypesPolicies.cmsHtml, {});\n",
      ),
    ).toEqual([]);
  });
});
