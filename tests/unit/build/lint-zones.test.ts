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

/** The messages of one rule for `text` written in `filePath`. */
async function ruleErrors(rule: string, filePath: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath });
  expect(result?.messages.filter((message) => message.fatal)).toEqual([]);
  return (result?.messages ?? []).filter((message) => message.ruleId === rule).map((message) => message.message);
}

/** The layer messages of one import written in `filePath`. */
const zoneErrors = (filePath: string, source: string) =>
  ruleErrors('portal/layers', filePath, `import { x } from '${source}';\nexport const y = x;\n`);

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

  it('src/shared does not reach the features through generated/screens, which imports every screen', async () => {
    const screens = expect.stringContaining('generated/screens imports every feature');
    expect(await zoneErrors('src/shared/routing/x.ts', '@generated/screens')).toEqual([screens]);
    expect(await zoneErrors('src/shared/routing/x.ts', '@generated/screens-account')).toEqual([screens]);
    expect(await zoneErrors('src/shared/routing/x.ts', '../../../generated/screens')).toEqual([screens]);
    expect(await zoneErrors('src/shared/routing/x.ts', '@generated/routes')).toEqual([]);
    expect(await zoneErrors('src/app/router/x.ts', '@generated/screens')).toEqual([]);
  });

  it('the sandbox is the API: it imports generated/ and src/shared, never a feature or the app', async () => {
    const ui = expect.stringContaining('The sandbox is the API');
    expect(await zoneErrors('src/sandbox/handlers/x.ts', '../../features/plans/order-api')).toEqual([ui]);
    expect(await zoneErrors('src/sandbox/world/x.ts', '@/app/route-errors')).toEqual([ui]);
    expect(await zoneErrors('src/sandbox/handlers/x.ts', '../../shared/format/format')).toEqual([]);
    expect(await zoneErrors('src/sandbox/handlers/x.ts', '../../../generated/routes')).toEqual([]);
  });

  it('codegen never imports the runtime in src/', async () => {
    expect(await zoneErrors('codegen/emit/x.ts', '@/shared/routing/href')).toEqual([expect.stringContaining('codegen emits generated/')]);
    expect(await zoneErrors('codegen/emit/x.ts', '../../src/shared/routing/href')).toEqual([
      expect.stringContaining('codegen emits generated/'),
    ]);
    expect(await zoneErrors('codegen/emit/x.ts', '../load/load-files')).toEqual([]);
  });

  it("codegen's stages import only those before them: load → link → checks → emit", async () => {
    const later = (stage: string, other: string) =>
      expect.stringContaining(`codegen/${stage} imports only the stages before it, not codegen/${other}`);
    expect(await zoneErrors('codegen/load/x.ts', '../link/routes')).toEqual([later('load', 'link')]);
    expect(await zoneErrors('codegen/link/x.ts', '../checks/form-checks')).toEqual([later('link', 'checks')]);
    expect(await zoneErrors('codegen/checks/x.ts', '../emit/i18n')).toEqual([later('checks', 'emit')]);
    expect(await zoneErrors('codegen/spec-types.ts', './load/schema-check')).toEqual([]);
    expect(await zoneErrors('codegen/spec-types.ts', './checks/form-checks')).toEqual([later('spec-types.ts', 'checks')]);
    expect(await zoneErrors('codegen/load/x.ts', '../spec-types')).toEqual([]);
    expect(await zoneErrors('codegen/checks/x.ts', '../pipeline')).toEqual([later('checks', 'pipeline.ts')]);
    expect(await zoneErrors('codegen/emit/x.ts', '../run')).toEqual([later('emit', 'run.ts')]);
    expect(await zoneErrors('codegen/emit/x.ts', '../checks/form-checks')).toEqual([]);
    expect(await zoneErrors('codegen/checks/x.ts', '../link/forms')).toEqual([]);
    expect(await zoneErrors('codegen/pipeline.ts', './link/link-spec')).toEqual([]);
  });

  it('every way of naming a module counts: export from, import(), import.meta.glob, at any folder depth', async () => {
    const layer = (filePath: string, text: string) => ruleErrors('portal/layers', filePath, text);
    const feature = expect.stringContaining('Features do not import each other');
    const home = 'src/features/home/screens/Home.tsx';
    expect(await layer(home, "export { x } from '@/features/plans/order-api';\n")).toEqual([feature]);
    expect(await layer(home, "export const load = () => import('@/features/plans/screens/Plans');\n")).toEqual([feature]);
    expect(await layer(home, "export const parts = import.meta.glob('/src/features/plans/parts/*.tsx');\n")).toEqual([feature]);
    expect(await layer(home, "export const parts = import.meta.glob(['./parts/*.tsx', '../../plans/*.ts']);\n")).toEqual([
      expect.stringContaining('leaves the feature'),
    ]);
    expect(await layer(home, 'export const load = (name: string) => import(`../parts/${name}`);\n')).toEqual([
      expect.stringContaining('computed source'),
    ]);
    expect(await layer(home, "export const load = () => import('../home-data');\n")).toEqual([]);
    // The campaigns' generated parts are found by pattern in one place only (src/shared/campaign-files/).
    const joining = expect.stringContaining('Only src/shared/campaign-files/');
    const glob = "export const parts = import.meta.glob('../../../generated/campaigns/*.banners.ts', { eager: true });\n";
    expect(await layer('src/shared/banners/x.ts', glob)).toEqual([joining]);
    expect(await layer('src/sandbox/world/x.ts', glob)).toEqual([joining]);
    expect(await layer('src/shared/campaign-files/x.ts', glob)).toEqual([]);
    const deep = 'src/features/home/a/b/c/d/e/f/g/x.ts';
    expect(await zoneErrors(deep, '@/features/plans/order-api')).toEqual([feature]);
    expect(await zoneErrors(deep, '../../../../../../../../plans/order-api')).toEqual([expect.stringContaining('leaves the feature')]);
    expect(await zoneErrors(deep, '../../../../../../../home-data')).toEqual([]);
    expect(await zoneErrors('src/shared/a/b/c/d/e/f/x.ts', '@/app/App')).toEqual([
      expect.stringContaining('src/shared is the bottom layer'),
    ]);
  });

  it('no import cycles, in codegen and the runtime alike; a type-only import or an import() is no link of a ring', async () => {
    const cycle = (filePath: string, text: string) => ruleErrors('portal/no-cycle', filePath, text);
    // codegen/checks/index.ts imports checkTypography from ./typography at load time.
    expect(
      await cycle('codegen/checks/typography.ts', "import { runCrossChecks } from './index';\nexport const y = runCrossChecks;\n"),
    ).toEqual([
      expect.stringContaining('Import cycle: codegen/checks/typography.ts → codegen/checks/index.ts → codegen/checks/typography.ts'),
    ]);
    expect(
      await cycle(
        'codegen/checks/typography.ts',
        "import type { runCrossChecks } from './index';\nexport type Y = typeof runCrossChecks;\n",
      ),
    ).toEqual([]);
    expect(await cycle('codegen/checks/typography.ts', "export const load = () => import('./index');\n")).toEqual([]);
    // Through an alias and a folder's index: src/shared/forms/index.ts re-exports ./LazySpecForm.
    expect(
      await cycle('src/shared/forms/LazySpecForm.tsx', "import { SpecForm } from '@/shared/forms';\nexport const y = SpecForm;\n"),
    ).toEqual([
      expect.stringContaining(
        'Import cycle: src/shared/forms/LazySpecForm.tsx → src/shared/forms/index.ts → src/shared/forms/LazySpecForm.tsx',
      ),
    ]);
  });

  it('one way to name a file: kebab-case, or PascalCase for a .tsx module of components', async () => {
    const name = (filePath: string) => ruleErrors('portal/file-names', filePath, 'export const y = 1;\n');
    expect(await name('src/shared/forms/useSpecFormState.ts')).toEqual([expect.stringContaining('(use-spec-form-state.ts)')]);
    expect(await name('src/features/home/HomeData.ts')).toEqual([expect.stringContaining('(home-data.ts)')]);
    expect(await name('codegen/emit/route_types.ts')).toEqual([expect.stringContaining('(route-types.ts)')]);
    expect(await name('src/features/home/home-data.ts')).toEqual([]);
    expect(await name('src/features/home/OrderPanel.tsx')).toEqual([]);
    expect(await name('src/features/home/consent-banner.tsx')).toEqual([]);
    expect(await name('tests/unit/build/lint-zones.test.ts')).toEqual([]);
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

  it('a feature reads the one clock: no Date.now() or new Date() for a moment (issue 49)', async () => {
    const restricted = (text: string, file = 'src/features/esim/x.ts') => ruleErrors('no-restricted-syntax', file, text);
    expect(await restricted('export const at = Date.now();\n')).toEqual([expect.stringContaining("now() from '@/shared/clock'")]);
    expect(await restricted('export const at = new Date();\n')).toEqual([expect.stringContaining("now() from '@/shared/clock'")]);
    expect(await restricted("export const at = new Date('2026-12-01');\nexport const d = performance.now();\n")).toEqual([]);
    expect(await restricted('export const at = Date.now();\n', 'src/shared/clock-x.ts')).toEqual([]);
  });
});
