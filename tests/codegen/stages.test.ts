import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCrossChecks } from '../../codegen/checks';
import { Diagnostics } from '../../codegen/load/diagnostics';
import { loadFiles } from '../../codegen/load/load-files';
import { allScreensExist, scanScreenFiles } from '../../codegen/load/screens';
import { linkSpec } from '../../codegen/link/link-spec';
import type { Spec } from '../../codegen/spec-types';

/**
 * codegen's stages in their order (codegen/pipeline.ts): what the checks are handed they only read.
 * The linked spec is frozen, parsed files aside (a YamlSource finds lines as it is asked), so a check
 * that writes into it (as one once resolved campaign submits while checking) throws here.
 */
function frozen<T>(node: T, seen = new Set<unknown>()): T {
  if (!node || typeof node !== 'object' || seen.has(node)) return node;
  seen.add(node);
  for (const [key, value] of Object.entries(node)) if (key !== 'source') frozen(value, seen);
  return Object.freeze(node);
}

function stages(root: string, screenFiles = allScreensExist('fixture')): { spec: Spec; check: () => Diagnostics } {
  const diagnostics = new Diagnostics();
  const loaded = loadFiles(root, diagnostics);
  const spec = frozen(linkSpec(loaded, screenFiles, diagnostics));
  const { app, routes, validation, enums, i18n } = loaded as Required<typeof loaded>;
  const check = () => {
    runCrossChecks(spec, { app, routes, validation, enums, i18n, publicFile: (path) => existsSync(`${root}/public${path}`) }, diagnostics);
    return diagnostics;
  };
  return { spec, check };
}

describe("codegen's stages", () => {
  it("the checks only read the linked spec: the portal's own, every campaign's submit linked before them", () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const { spec, check } = stages(root, () => scanScreenFiles(root));
    const submits = spec.campaigns.flatMap((c) => c.forms.filter((f) => f.submit));
    expect(submits.length).toBeGreaterThan(0);
    expect(() => check()).not.toThrow();
    expect(check().count).toBe(0);
  });

  it('the minimal fixture: linked, then checked without a write', () => {
    const { check } = stages(fileURLToPath(new URL('./fixtures/minimal', import.meta.url)));
    expect(check().count).toBe(0);
  });
});
