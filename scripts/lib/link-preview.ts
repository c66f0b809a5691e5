import * as app from '../../generated/app';
import { absoluteUrl } from '../../src/shared/routing/site-url';

const attribute = (text: string) => text.replace(/"/g, '&quot;');

/**
 * Open Graph and Twitter card tags for a prerendered page, from what its head already says (title,
 * description, canonical address, robots): what Facebook, Messenger, LinkedIn, Slack and X show for a
 * shared link. Only crawlers read them, and they do not run the app: they are written into the HTML
 * here, not by the app (nothing in the pages' JavaScript). A page kept out of search engines gets none.
 * `image`: the page's own picture (a device's photo, a campaign page's), else the brand's.
 */
export function linkPreview(head: string, { lang, image, product = false }: { lang: string; image?: string; product?: boolean }): string {
  if (/<meta[^>]* name="robots"/.test(head)) return '';
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(head)?.[1]?.replace(/ \| [^|]+$/, '');
  const url = /<link[^>]* rel="canonical" href="([^"]*)"/.exec(head)?.[1];
  if (!title || !url) return '';
  const description = /<meta[^>]* name="description" content="([^"]*)"/.exec(head)?.[1];
  const pageLanguage = (Object.entries(app.languages.htmlLang) as [keyof typeof app.ogLocale, string][]).find(
    ([, tag]) => tag === lang,
  )?.[0];
  const tags: [string, string, string][] = [
    ['property', 'og:type', product ? 'product' : 'website'],
    ['property', 'og:site_name', app.product.name],
    ['property', 'og:title', attribute(title)],
    ...(description ? [['property', 'og:description', description] as [string, string, string]] : []),
    ['property', 'og:url', url],
    ['property', 'og:image', attribute(absoluteUrl(image ?? app.shareImage))],
    ['property', 'og:locale', app.ogLocale[pageLanguage ?? app.languages.default]],
    ['name', 'twitter:card', 'summary_large_image'],
  ];
  return tags.map(([kind, name, content]) => `<meta ${kind}="${name}" content="${content}">`).join('');
}
