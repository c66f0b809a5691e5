import { createRequire } from 'node:module';
import { JSDOM } from 'jsdom';
import type { DOMPurify, WindowLike } from 'dompurify';

/**
 * DOMPurify for the build (scripts/prerender.mts aliases `dompurify` to this file): without a DOM it
 * sanitises nothing, so the prerender gives it jsdom's. The CMS's HTML in a baked page (a content page, a
 * help article) is then sanitised by the same rules (src/shared/content/sanitize.ts) as in the browser.
 * Required, not imported: an import of `dompurify` here would be aliased back to this file.
 */
const createDOMPurify = createRequire(import.meta.url)('dompurify') as DOMPurify;
const purifier = createDOMPurify(new JSDOM('').window as unknown as WindowLike);

export default purifier;
