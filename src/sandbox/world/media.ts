/**
 * The CMS's pictures, as the sandbox serves them: each URL the demo data names is an SVG drawn on
 * request (GET /api/__sandbox/media/<name>.svg), sized for where it is shown. A real deployment's
 * CMS answers with absolute URLs of its own; nothing here reaches the production build.
 */
export const MEDIA_PATH = '/api/__sandbox/media/';

export const media = (name: string): string => `${MEDIA_PATH}${name}.svg`;

/** Width and height per kind of picture (the folder of its name). */
const SIZES: Record<string, [number, number]> = {
  slides: [1200, 514],
  'slides-mobile': [800, 450],
  discounts: [800, 450],
  devices: [600, 600],
  awards: [400, 400],
  banners: [800, 300],
  badges: [135, 40],
};

const PALETTE = ['#5a2ca0', '#00a3e0', '#e4002b', '#00b67a', '#ffb81c', '#3d1d70'];

function hash(text: string): number {
  let h = 0;
  for (const char of text) h = (h * 31 + char.charCodeAt(0)) >>> 0;
  return h;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The SVG for a media name (`slides/unlimited`, `devices/iphone-16-2`, ...), or undefined if unknown. */
export function mediaSvg(name: string): string | undefined {
  const match = /^([a-z-]+)\/([a-z0-9@-]+)$/.exec(name);
  if (!match) return undefined;
  const [, kind, slug] = match as unknown as [string, string, string];
  const size = SIZES[kind];
  if (!size) return undefined;
  const [width, height] = size;
  const colour = PALETTE[hash(slug) % PALETTE.length]!;
  const label = escapeXml(slug.replace(/@2x$/, '').replace(/-/g, ' '));
  const fontSize = Math.round(Math.min(width / Math.max(label.length, 4), height / 3));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="100%" height="100%" fill="${colour}"/>`,
    `<circle cx="${width * 0.85}" cy="${height * 0.2}" r="${height * 0.5}" fill="#fff" fill-opacity="0.12"/>`,
    `<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="700" font-size="${fontSize}" fill="#fff">${label}</text>`,
    '</svg>',
  ].join('');
}
