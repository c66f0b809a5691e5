/**
 * A page prerendered with public API data (ScreenModule.prerender `baked`) carries that data as JSON in a
 * `<script type="application/json">`: data, never run (the CSP and Trusted Types are as for any page). The
 * app gives it to its router as the route's data, so the page hydrates without asking the API first.
 */
export const BAKED_DATA_ID = 'page-data';

export interface BakedData {
  /** The route object's id (`Plans.lt`) whose loader data this is. */
  route: string;
  data: unknown;
  /** Fields of `data` that are CMS HTML sanitised at build time (ScreenModule.prerender `html`). */
  html?: readonly string[];
  /** The screen's waiting state, true of every address (ScreenModule.prerender `anyAddress`). */
  anyAddress?: true;
}

/** JSON safe inside a script element: no `<` at all, so nothing in the data can end it or open a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The element scripts/prerender.mts writes after the page's root. */
export function bakedDataElement(baked: BakedData): string {
  return `<script type="application/json" id="${BAKED_DATA_ID}">${scriptJson(baked)}</script>`;
}

/** The page's baked data, if it has any and it is well formed; a broken one is ignored (the loader runs). */
export function readBakedData(doc: Pick<Document, 'getElementById'>): BakedData | undefined {
  const text = doc.getElementById(BAKED_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = JSON.parse(text) as Partial<BakedData>;
    if (typeof parsed.route !== 'string' || !('data' in parsed)) return undefined;
    return {
      route: parsed.route,
      data: parsed.data,
      ...(Array.isArray(parsed.html) ? { html: parsed.html } : {}),
      ...(parsed.anyAddress === true ? { anyAddress: true as const } : {}),
    };
  } catch {
    return undefined;
  }
}
