// The campaigns namespace, one chunk per language: scripts/lib/campaign-texts-plugin.ts makes these modules.
declare module 'virtual:campaign-banner-texts' {
  /** Each language's campaigns namespace (by language code): every campaign's name and banner texts, in file order. */
  export const bannerTexts: Partial<Record<string, () => Promise<{ default: Record<string, unknown> }>>>;
}
