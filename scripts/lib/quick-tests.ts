import { basename } from 'node:path';

/** The top-level spec files, each the source of one generated module the app's tests import. */
const SPEC_MODULES: Record<string, string> = {
  app: 'generated/app',
  enums: 'generated/enums',
  routes: 'generated/routes',
  validation: 'generated/validation',
};

/**
 * The tests `npm run test:quick` runs for one changed file (scripts/test-quick.mts): a test itself; for
 * spec/ and codegen/, the golden tests, and for a spec file also the app's tests that read what it feeds
 * (a top-level file's generated module; a campaign, form, API area or text namespace by its name); for a
 * source file, its feature's or area's test folders and every test that names the module. `texts` holds
 * each test file's text.
 */
export function testsOf(file: string, texts: ReadonlyMap<string, string>): string[] {
  const tests = [...texts.keys()];
  if (/\.test\.tsx?$/.test(file)) return [file];
  if (/^(spec|codegen)\//.test(file)) {
    const golden = tests.filter((test) => test.startsWith('tests/codegen/'));
    if (!file.startsWith('spec/')) return golden;
    const stem = basename(file).replace(/\.ya?ml$/, '');
    const named = SPEC_MODULES[stem] ?? stem;
    return [...golden, ...tests.filter((test) => !test.startsWith('tests/codegen/') && texts.get(test)!.includes(named))];
  }
  const feature = /^src\/features\/([^/]+)\//.exec(file)?.[1];
  const area = /^src\/(?:shared\/)?([^/]+)\//.exec(file)?.[1];
  const module = file.replace(/^src\//, '').replace(/\.(ts|tsx|mts)$/, '');
  const moduleStem = basename(module);
  return tests.filter(
    (test) =>
      (feature !== undefined && test.split('/')[2] === feature) ||
      (area !== undefined && !feature && test.split('/')[2] === area) ||
      (moduleStem !== 'index' && texts.get(test)!.includes(module)),
  );
}
