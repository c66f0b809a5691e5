import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * The layers of docs/architecture.md for stylesheets, which ESLint does not read: a CSS `@import` or
 * `url()` in a feature stays in that feature or reaches src/shared and src/styles; src/shared's and
 * src/styles' reach no feature and not the app. (A TypeScript `import './x.css'` is ESLint's portal/layers.)
 */
function cssLayerProblems(file: string, text: string): string[] {
  const feature = /^src\/features\/([^/]+)\//.exec(file)?.[1];
  // `@import url(…)` is found by both patterns: each reference is judged once.
  const references = new Set(
    [...text.matchAll(/@import\s+(?:url\()?\s*['"]?([^'")\s;]+)/g), ...text.matchAll(/url\(\s*['"]?([^'")\s]+)/g)].map((m) => m[1]!),
  );
  return [...references].flatMap((reference) => {
    if (!reference.startsWith('.')) return []; // /images/… from public/, data: URIs, a package's name
    const target = normalize(join(dirname(file), reference))
      .split('\\')
      .join('/');
    const inOwn = feature !== undefined && target.startsWith(`src/features/${feature}/`);
    const below = target.startsWith('src/shared/') || target.startsWith('src/styles/');
    if (feature !== undefined && !inOwn && !below) return [`${file}: ${reference} leaves the feature ${feature}`];
    if (feature === undefined && (target.startsWith('src/features/') || target.startsWith('src/app/')) && !file.startsWith('src/app/'))
      return [`${file}: ${reference} reaches ${target.split('/').slice(0, 3).join('/')} from below`];
    return [];
  });
}

function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return cssFiles(path);
    return name.endsWith('.css') ? [relative(root, path).split('\\').join('/')] : [];
  });
}

describe('stylesheets keep the layers', () => {
  it("a feature's stylesheet reaches only its own feature, src/shared and src/styles", () => {
    const home = 'src/features/home/home.css';
    expect(cssLayerProblems(home, "@import '../plans/plans.css';")).toEqual([`${home}: ../plans/plans.css leaves the feature home`]);
    expect(cssLayerProblems(home, '@import url("../../features/plans/x.css");')).toEqual([
      `${home}: ../../features/plans/x.css leaves the feature home`,
    ]);
    expect(cssLayerProblems(home, '.a { background: url(../devices/pic.svg) }')).toEqual([
      `${home}: ../devices/pic.svg leaves the feature home`,
    ]);
    expect(cssLayerProblems(home, "@import './carousel.css'; @import '../../shared/ui/field.css';")).toEqual([]);
    expect(cssLayerProblems(home, '.a { background: url(/images/x.svg) } .b { background: url("data:image/svg+xml,x") }')).toEqual([]);
    expect(cssLayerProblems('src/shared/ui/field.css', "@import '../../features/home/home.css';")).toEqual([
      'src/shared/ui/field.css: ../../features/home/home.css reaches src/features/home from below',
    ]);
  });

  it('holds for every stylesheet in src/', () => {
    const files = cssFiles(join(root, 'src'));
    expect(files.length).toBeGreaterThan(30);
    expect(files.flatMap((file) => cssLayerProblems(file, readFileSync(join(root, file), 'utf8')))).toEqual([]);
  });
});
