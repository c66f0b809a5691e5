import { createHash } from 'node:crypto';
import { Resvg } from '@resvg/resvg-js';

/**
 * A shared link's picture, as the sites that show one want it (issue 50): a raster PNG of 1200 × 630 px on
 * the site's own path. Facebook, LinkedIn and X show no SVG, and an address under the API (the sandbox's
 * media) is not the site's. A page's own picture (a device's photo, whatever its format) is drawn at the
 * middle of a card in the brand's light colour (src/styles: --color-surface-alt, --color-brand), rendered once per picture at build time (resvg: no browser
 * needed), and written under /images/share/.
 */
export const SHARE_SIZE = { width: 1200, height: 630 } as const;

const TYPES: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp' };

function mimeOf(url: string, contentType: string | null): string {
  const declared = contentType?.split(';')[0]?.trim();
  if (declared && declared.startsWith('image/')) return declared;
  return TYPES[/\.([a-z]+)(?:[?#].*)?$/i.exec(url)?.[1]?.toLowerCase() ?? ''] ?? 'image/png';
}

/** The card's SVG: the picture, contained in 1080 × 540, centred on the brand's surface. */
export function shareCardSvg(picture: { mime: string; bytes: Buffer }): string {
  const { width, height } = SHARE_SIZE;
  const href = `data:${picture.mime};base64,${picture.bytes.toString('base64')}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="#f4f2fa"/>`,
    `<rect x="0" y="${height - 12}" width="${width}" height="12" fill="#5a2ca0"/>`,
    `<image x="60" y="36" width="${width - 120}" height="${height - 96}" preserveAspectRatio="xMidYMid meet" href="${href}" xlink:href="${href}"/>`,
    '</svg>',
  ].join('');
}

export function renderPng(svg: string): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'width', value: SHARE_SIZE.width }, font: { loadSystemFonts: false } }).render().asPng();
}

/**
 * The share pictures of a build: `pathFor(source)` fetches a page's picture once, renders its card and
 * answers the site path it will be served at; `files()` the PNGs to write into dist/.
 */
export function sharePictures(fetcher: (url: string) => Promise<Response>, apiBase: string) {
  const made = new Map<string, Promise<{ path: string; png: Buffer }>>();
  const make = async (source: string) => {
    // A path is the API's (the sandbox's media); a real API's pictures are full addresses (its CDN).
    const url = new URL(source, apiBase).href;
    const answer = await fetcher(url);
    if (!answer.ok) throw new Error(`GET ${source} answered ${answer.status}: a page's picture must load for its link preview`);
    const bytes = Buffer.from(await answer.arrayBuffer());
    const png = renderPng(shareCardSvg({ mime: mimeOf(url, answer.headers.get('content-type')), bytes }));
    const name = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
    return { path: `/images/share/${name}.png`, png };
  };
  return {
    async pathFor(source: string): Promise<string> {
      if (!made.has(source)) made.set(source, make(source));
      return (await made.get(source)!).path;
    },
    async files(): Promise<{ path: string; png: Buffer }[]> {
      return Promise.all(made.values());
    },
  };
}
