/**
 * Geometry of the prize wheel: segments clockwise from the top, the pointer at the top. Pure, so the
 * stop position can be checked without a browser.
 */

/** Degrees each of `count` segments spans. */
export const segmentAngle = (count: number) => 360 / Math.max(1, count);

/**
 * The wheel's rotation (degrees, clockwise, growing) that stops segment `index` with its middle under the
 * pointer: at least `turns` whole turns beyond `from`, so every spin turns forwards.
 */
export function stopRotation(from: number, index: number, count: number, turns: number): number {
  const angle = segmentAngle(count);
  const target = (((360 - (index * angle + angle / 2)) % 360) + 360) % 360;
  const start = Math.ceil(from / 360) * 360 + Math.max(0, Math.floor(turns)) * 360;
  const rotation = start + target;
  return rotation - from < Math.max(0, Math.floor(turns)) * 360 ? rotation + 360 : rotation;
}

/** Which segment is under the pointer at `rotation` (the inverse of stopRotation). */
export function segmentAt(rotation: number, count: number): number {
  const angle = segmentAngle(count);
  const underPointer = (((360 - (rotation % 360)) % 360) + 360) % 360;
  return Math.floor(underPointer / angle) % count;
}

const point = (cx: number, cy: number, r: number, degrees: number) => {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return [cx + r * Math.cos(radians), cy + r * Math.sin(radians)] as const;
};
const round = (n: number) => Math.round(n * 100) / 100;

/** The SVG path of segment `index` of `count` on a circle of radius r around (cx, cy). */
export function segmentPath(index: number, count: number, r = 96, cx = 100, cy = 100): string {
  if (count <= 1) return `M ${cx} ${cy - r} A ${r} ${r} 0 1 1 ${cx - 0.01} ${cy - r} Z`;
  const angle = segmentAngle(count);
  const [x1, y1] = point(cx, cy, r, index * angle);
  const [x2, y2] = point(cx, cy, r, (index + 1) * angle);
  return `M ${cx} ${cy} L ${round(x1)} ${round(y1)} A ${r} ${r} 0 ${angle > 180 ? 1 : 0} 1 ${round(x2)} ${round(y2)} Z`;
}

/** The rotation (degrees) of segment `index`'s label, which runs along the segment's middle. */
export const labelAngle = (index: number, count: number) => index * segmentAngle(count) + segmentAngle(count) / 2;

/** Where a label starts (the rim's inside) and how near the hub it may reach, from the centre (viewBox units). */
const LABEL_OUTER = 80;
const LABEL_INNER = 18;
const LABEL_FONT = 7;
/** An average bold glyph's width, and a line's height, in ems: what decides how small a label must be set. */
const GLYPH_EM = 0.6;
const LINE_EM = 1.1;
/** The share of a segment's width its label may fill, so neighbouring labels keep apart. */
const FILL = 0.85;

export interface WheelLabel {
  /** One or two lines, the whole name: nothing cut off. */
  lines: string[];
  fontSize: number;
  /** Where the label stands now is on the wheel's right half: it reads from the hub outwards, elsewhere from the rim inwards, so never upside down. */
  outward: boolean;
}

/**
 * The largest size (at most LABEL_FONT) at which `lines` fit their segment: along its middle between the
 * rim and the hub, and across it at the label's inner end, where the segment is narrowest.
 */
function fittingSize(lines: readonly string[], count: number): number {
  const longest = Math.max(...lines.map((line) => line.length)) * GLYPH_EM;
  const along = (LABEL_OUTER - LABEL_INNER) / longest;
  // Across: lines × LINE_EM × size ≤ FILL × 2r·sin(θ/2) at r = LABEL_OUTER − longest × size.
  const half = count <= 1 ? 1 : Math.sin((Math.PI * segmentAngle(count)) / 360);
  const across = (2 * FILL * half * LABEL_OUTER) / (lines.length * LINE_EM + 2 * FILL * half * longest);
  return Math.min(LABEL_FONT, Math.floor(Math.min(along, across) * 10) / 10);
}

/**
 * How segment `index`'s prize name is set (issue 37): whole, on one line or on two split at the space that
 * makes the longer line shortest, whichever can be set larger in its segment (wheels of 12 or more prizes
 * have narrow ones), and only as much smaller as that needs. `rotation` is where the disc stands now: a
 * label reads upright there, before a spin and after it.
 */
export function wheelLabel(name: string, index: number, count: number, rotation = 0): WheelLabel {
  const words = name.trim().split(/\s+/);
  const layouts = [[words.join(' ')]];
  if (words.length > 1) {
    const splits = words.slice(1).map((_, at) => [words.slice(0, at + 1).join(' '), words.slice(at + 1).join(' ')]);
    layouts.push(
      splits.reduce((best, split) => (Math.max(...split.map((l) => l.length)) < Math.max(...best.map((l) => l.length)) ? split : best)),
    );
  }
  const sized = layouts.map((lines) => ({ lines, fontSize: fittingSize(lines, count) }));
  // One line unless two can be set larger.
  const best = sized.reduce((one, two) => (two.fontSize > one.fontSize ? two : one));
  const angle = (((labelAngle(index, count) + rotation) % 360) + 360) % 360;
  return { ...best, outward: angle > 0 && angle < 180 };
}

/** Relative luminance of a #rrggbb colour (WCAG 2). */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

export function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
}

const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * A segment's colours from its prize's (colors[0] the fill, colors[1] the text): the text colour only when
 * it is readable on the fill (WCAG AA, 4.5:1), else black or white, whichever reads better.
 */
export function segmentColours(colors: readonly string[], fallbackFill: string): { fill: string; text: string } {
  const fill = HEX.test(colors[0] ?? '') ? colors[0]! : fallbackFill;
  const wanted = colors[1];
  if (wanted && HEX.test(wanted) && contrast(fill, wanted) >= 4.5) return { fill, text: wanted };
  return { fill, text: contrast(fill, '#000000') >= contrast(fill, '#ffffff') ? '#000000' : '#ffffff' };
}
