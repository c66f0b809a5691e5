/**
 * The CMS's pictures, as the sandbox serves them: each URL the demo data names is an SVG drawn on
 * request (GET /api/__sandbox/media/<name>.svg), sized for where it is shown. No picture carries words:
 * the site is in three languages, a picture in none. A device is drawn as what it is (a phone, a watch, a
 * tablet, earbuds) in its own colour; a campaign, a prize or a slide as an illustration. A real deployment's
 * CMS answers with absolute URLs of its own; nothing here reaches the production build.
 */
import { INK, pictogram } from './media-pictograms';

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

/** The grounds of the illustrations: the brand's purple, from its deep to its light shade. */
const GROUNDS: [string, string][] = [
  ['#5a2ca0', '#7b4fd0'],
  ['#3d1d70', '#5a2ca0'],
  ['#4a2388', '#8a5cd6'],
  ['#2b1457', '#5a2ca0'],
];

function hash(text: string): number {
  let h = 0;
  for (const char of text) h = (h * 31 + char.charCodeAt(0)) >>> 0;
  return h;
}

/** What the picture of a device shows: the device's kind and colour (the world's devices). */
export interface DeviceLook {
  category: 'phone' | 'watch' | 'tablet' | 'accessory';
  colourHex: string | null;
  /** An accessory is drawn as what its slug names: a charger, else earbuds. */
  skuUrl?: string;
}

/** A darker or lighter shade of a #rrggbb colour, for edges and screens. */
function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.max(0, Math.min(255, ((n >> shift) & 255) + amount));
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, '0')).join('')}`;
}

/** A device in its colour, on a light ground; `view` 1-3 turns it (front, back, side). */
function deviceArt(look: DeviceLook, view: number): string {
  const body = look.colourHex ?? '#2f3033';
  const edge = shade(body, -40);
  const screen = '#14142b';
  if (look.category === 'watch')
    return `<rect x="250" y="90" width="100" height="420" rx="40" fill="${shade(body, 30)}"/><rect x="200" y="190" width="200" height="220" rx="56" fill="${body}" stroke="${edge}" stroke-width="8"/><rect x="222" y="212" width="156" height="176" rx="40" fill="${screen}"/><circle cx="300" cy="300" r="${view === 2 ? 30 : 8}" fill="${view === 2 ? shade(body, 40) : '#fff'}"/>`;
  if (look.category === 'accessory' && /ikroviklis|charger/.test(look.skuUrl ?? ''))
    // A wall charger: its plug's pins above, the USB-C port and its cable below.
    return `<ellipse cx="300" cy="540" rx="170" ry="16" fill="#000" fill-opacity="0.08"/><rect x="252" y="120" width="26" height="90" rx="13" fill="${shade(body, -60)}"/><rect x="322" y="120" width="26" height="90" rx="13" fill="${shade(body, -60)}"/><rect x="190" y="190" width="220" height="240" rx="48" fill="${body}" stroke="${edge}" stroke-width="8"/><rect x="266" y="380" width="68" height="22" rx="11" fill="${shade(body, -70)}"/><path d="M300 402v40c0 40-60 40-60 80" fill="none" stroke="${shade(body, -20)}" stroke-width="18" stroke-linecap="round"/>`;
  if (look.category === 'accessory') {
    // Earbuds over their open charging case (issue 50: the case and two ellipses read as nothing).
    const bud = (cx: number, flip: number) =>
      `<rect x="${cx - 21}" y="150" width="42" height="150" rx="21" fill="${body}" stroke="${edge}" stroke-width="6"/><circle cx="${cx}" cy="140" r="58" fill="${body}" stroke="${edge}" stroke-width="6"/><circle cx="${cx + flip * 26}" cy="122" r="24" fill="${shade(body, -50)}"/>`;
    return `<ellipse cx="300" cy="540" rx="200" ry="18" fill="#000" fill-opacity="0.08"/><rect x="150" y="320" width="300" height="210" rx="96" fill="${body}" stroke="${edge}" stroke-width="8"/><path d="M156 400h288" stroke="${edge}" stroke-width="6"/><circle cx="300" cy="470" r="11" fill="#4ade80"/>${bud(215, 1)}${bud(385, -1)}`;
  }
  const [w, h] = look.category === 'tablet' ? [380, 500] : [240, 480];
  const x = 300 - (view === 3 ? 20 : w / 2);
  const y = 300 - h / 2;
  if (view === 3)
    return `<rect x="${x}" y="${y}" width="40" height="${h}" rx="18" fill="${body}" stroke="${edge}" stroke-width="6"/><rect x="${x + 40}" y="${y + 90}" width="6" height="60" rx="3" fill="${edge}"/>`;
  if (view === 2)
    return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="36" fill="${body}" stroke="${edge}" stroke-width="8"/><rect x="${x + 24}" y="${y + 24}" width="96" height="110" rx="26" fill="${shade(body, -25)}"/><circle cx="${x + 52}" cy="${y + 56}" r="18" fill="${screen}"/><circle cx="${x + 92}" cy="${y + 102}" r="18" fill="${screen}"/>`;
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="36" fill="${body}" stroke="${edge}" stroke-width="8"/><defs><linearGradient id="wallpaper" x1="0" y1="0" x2="1" y2="1"><stop offset="0.35" stop-color="${screen}"/><stop offset="1" stop-color="${shade(body, 70)}"/></linearGradient></defs><rect x="${x + 14}" y="${y + 14}" width="${w - 28}" height="${h - 28}" rx="26" fill="url(#wallpaper)"/><rect x="${x + w / 2 - 30}" y="${y + 24}" width="60" height="14" rx="7" fill="${body}"/>`;
}

/** A store's badge (its mark and its own name, as the stores' badges are) and the brand's logo. */
function badge(slug: string): string | undefined {
  const text = (label: string, x: number) =>
    `<text x="${x}" y="26" font-family="system-ui, sans-serif" font-weight="600" font-size="14" fill="#fff">${label}</text>`;
  if (slug === 'app-store')
    return `<rect width="135" height="40" rx="8" fill="#000"/><path d="M20 12c2-2 4-2 5-2-1 2-2 3-4 3zM16 17c2-2 6-2 7 0 1-1 4-2 6 0-2 2-2 6 1 8-1 3-3 6-5 6-2 0-2-1-4-1s-2 1-4 1c-3 0-6-8-3-13 0-1 1-1 2-1z" fill="#fff"/>${text('App Store', 36)}`;
  if (slug === 'google-play')
    return `<rect width="135" height="40" rx="8" fill="#000"/><path d="M14 9l16 11-16 11z" fill="#34a853"/><path d="M14 9l10 11-10 11z" fill="#4285f4"/><path d="M24 20l6 0-16 11z" fill="#ea4335"/><path d="M24 20l6 0-16-11z" fill="#fbbc04"/>${text('Google Play', 36)}`;
  if (slug === 'pulsas') return `<rect width="135" height="40" rx="8" fill="#5a2ca0"/>${text('Pulsas', 40)}`;
  return undefined;
}

/** The SVG for a media name (`slides/unlimited`, `devices/iphone-16-2`, ...), or undefined if unknown. */
export function mediaSvg(name: string, device?: (skuUrl: string) => DeviceLook | undefined): string | undefined {
  const match = /^([a-z-]+)\/([a-z0-9@-]+)$/.exec(name);
  if (!match) return undefined;
  const [, kind, file] = match as unknown as [string, string, string];
  const size = SIZES[kind];
  if (!size) return undefined;
  const [width, height] = size;
  const slug = file.replace(/@2x$/, '');
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`;
  if (kind === 'badges') {
    const art = badge(slug);
    return art && `${open}${art}</svg>`;
  }
  if (kind === 'devices') {
    const view = Number(/-([123])$/.exec(slug)?.[1] ?? 1);
    const look = device?.(slug.replace(/-[123]$/, '')) ?? device?.(slug);
    if (look) return `${open}<rect width="100%" height="100%" fill="#f4f2fa"/>${deviceArt(look, view)}</svg>`;
  }
  // One ground for every illustration: the brand's purple, in one of a few shades (a page of cards is not one
  // flat block), lit from the top left, with a lilac halo and a yellow accent behind the subject.
  const [from, to] = GROUNDS[hash(slug) % GROUNDS.length]!;
  const side = Math.round(height * 0.66);
  const scale = side / 100;
  const x = (width - side) / 2;
  const y = (height - side) / 2;
  const id = `ground-${slug}`;
  return [
    open,
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="100%" height="100%" fill="url(#${id})"/>`,
    `<circle cx="${width / 2}" cy="${height / 2}" r="${side * 0.56}" fill="${INK.lilac}" fill-opacity="0.16"/>`,
    `<circle cx="${x + side * 0.92}" cy="${y + side * 0.12}" r="${side * 0.07}" fill="${INK.accent}" fill-opacity="0.9"/>`,
    `<circle cx="${x + side * 0.04}" cy="${y + side * 0.86}" r="${side * 0.045}" fill="#fff" fill-opacity="0.5"/>`,
    `<ellipse cx="${width / 2}" cy="${y + side * 0.97}" rx="${side * 0.32}" ry="${side * 0.035}" fill="#000" fill-opacity="0.18"/>`,
    `<g transform="translate(${x} ${y}) scale(${scale})">${pictogram(slug)}</g>`,
    '</svg>',
  ].join('');
}
