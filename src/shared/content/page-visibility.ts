export interface PageMetadata {
  pageId: number;
  /** The page's alias in each language (spec/api/pages.yaml PageAliases, # assumed). */
  aliases: { lt: string; en: string; ru: string };
  hidden: boolean;
  publishFrom: string | null;
  publishTo: string | null;
  seoTitle: string;
  seoDescription: string;
}

/**
 * Core §2: a content page is not found when its metadata is missing, when it is inactive (publish-from
 * not reached or publish-to passed), or when it is hidden — unless the query carries the hidden-page key.
 */
export function isPageVisible(meta: PageMetadata | undefined, now: Date, query: URLSearchParams, hiddenKey: string): meta is PageMetadata {
  if (!meta) return false;
  if (meta.publishFrom && Date.parse(meta.publishFrom) > now.getTime()) return false;
  if (meta.publishTo && Date.parse(meta.publishTo) < now.getTime()) return false;
  if (meta.hidden && !query.get(hiddenKey)) return false;
  return true;
}
