/**
 * The demo pictures' illustrations (src/sandbox/world/media.ts), drawn in a 100 × 100 box in one flat style
 * (issue 50: white line pictograms on coloured tiles read as placeholders): each subject a recognisable
 * thing in filled shapes, in the brand's four inks (white, lilac, the brand's purple and a warm yellow
 * accent), on the brand's purple ground. No picture carries words: the site is in three languages.
 */
export const INK = { white: '#ffffff', lilac: '#d9ccf2', purple: '#5a2ca0', deep: '#2b1457', accent: '#ffc53d', accentDark: '#b7860b' };
const { white, lilac, purple, deep, accent, accentDark } = INK;

const phone = (screen: string) =>
  `<rect x="28" y="8" width="44" height="84" rx="9" fill="${white}"/><rect x="32" y="16" width="36" height="68" rx="4" fill="${lilac}"/><rect x="44" y="11" width="12" height="2.5" rx="1.25" fill="${deep}"/>${screen}`;
const sim = (extra = '') =>
  `<path d="M30 12h28l14 14v62a4 4 0 0 1-4 4H30a4 4 0 0 1-4-4V16a4 4 0 0 1 4-4z" fill="${white}"/><rect x="36" y="42" width="28" height="32" rx="4" fill="${accent}"/><path d="M36 53h28M36 63h28M50 42v32" stroke="${accentDark}" stroke-width="2"/>${extra}`;
const sparkle = (x: number, y: number, r: number, fill = white) =>
  `<path d="M${x} ${y - r}l${r * 0.3} ${r * 0.7} ${r * 0.7} ${r * 0.3}-${r * 0.7} ${r * 0.3}-${r * 0.3} ${r * 0.7}-${r * 0.3}-${r * 0.7}-${r * 0.7}-${r * 0.3} ${r * 0.7}-${r * 0.3}z" fill="${fill}"/>`;
const sunRays = (cx: number, cy: number, inner: number, outer: number) =>
  [0, 45, 90, 135, 180, 225, 270, 315]
    .map((deg) => {
      const a = (deg * Math.PI) / 180;
      const p = (r: number) => `${(cx + r * Math.cos(a)).toFixed(1)} ${(cy + r * Math.sin(a)).toFixed(1)}`;
      return `M${p(inner)}L${p(outer)}`;
    })
    .join('');

const ILLUSTRATIONS: Record<string, string> = {
  // unlimited data: a phone whose screen shows infinity, its signal in the air
  unlimited: phone(
    `<path d="M50 50c-3-5-6-7-9-7a7 7 0 0 0 0 14c3 0 6-2 9-7s6-7 9-7a7 7 0 0 1 0 14c-3 0-6-2-9-7z" fill="none" stroke="${purple}" stroke-width="4.5"/><path d="M78 24a10 10 0 0 1 8 8M78 14a20 20 0 0 1 18 18" fill="none" stroke="${accent}" stroke-width="4" stroke-linecap="round"/>`,
  ),
  // an eSIM: the SIM card, with the spark of being digital
  esim: sim(sparkle(80, 18, 9, accent) + sparkle(18, 80, 6)),
  'summer-sim': sim(
    `<circle cx="80" cy="20" r="9" fill="${accent}"/><path d="${sunRays(80, 20, 13, 18)}" stroke="${accent}" stroke-width="3" stroke-linecap="round"/>`,
  ),
  // points: a gold star and its sparkles
  points: `<path d="M50 10l11.8 24 26.4 3.8-19.1 18.6 4.5 26.3L50 70.3 26.4 82.7l4.5-26.3L11.8 37.8l26.4-3.8z" fill="${accent}"/><path d="M50 24l7 14.3 15.7 2.3-11.4 11.1 2.7 15.7L50 60l-14 7.4 2.7-15.7-11.4-11.1 15.7-2.3z" fill="#ffe08a"/>${sparkle(86, 14, 7)}${sparkle(14, 84, 6)}`,
  // a student's card: the graduation cap
  isic: `<path d="M26 49v17c8 9 40 9 48 0V49L50 59z" fill="${lilac}"/><path d="M6 40l44-18 44 18-44 18z" fill="${white}"/><path d="M88 42v22" stroke="${accent}" stroke-width="3"/><circle cx="88" cy="67" r="4.5" fill="${accent}"/>`,
  // phones: two phones, their apps on the screen
  phones:
    `<rect x="14" y="20" width="36" height="70" rx="8" fill="${lilac}" transform="rotate(-12 32 55)"/>` +
    `<rect x="38" y="10" width="42" height="80" rx="9" fill="${white}"/><rect x="42" y="17" width="34" height="64" rx="4" fill="${lilac}"/>` +
    [
      [47, 24],
      [61, 24],
      [47, 38],
      [61, 38],
    ]
      .map(([x, y], index) => `<rect x="${x}" y="${y}" width="10" height="10" rx="3" fill="${index === 0 ? accent : purple}"/>`)
      .join(''),
  // the account: a phone showing a profile, checked
  'my-account': phone(
    `<circle cx="50" cy="40" r="9" fill="${purple}"/><path d="M35 66c3-10 27-10 30 0z" fill="${purple}"/><circle cx="74" cy="16" r="10" fill="${accent}"/><path d="M69 16l4 4 7-7" fill="none" stroke="${deep}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`,
  ),
  // prizes: a wrapped gift
  prizes: `<rect x="18" y="46" width="64" height="42" rx="4" fill="${white}"/><rect x="14" y="34" width="72" height="14" rx="3" fill="${lilac}"/><rect x="45" y="34" width="10" height="54" fill="${accent}"/><path d="M50 34c-6-14-24-16-22-4 1 5 12 5 22 4zM50 34c6-14 24-16 22-4-1 5-12 5-22 4z" fill="${accent}"/>`,
  // earbuds: the two buds over their charging case
  earphones: `<rect x="24" y="50" width="52" height="40" rx="17" fill="${white}"/><path d="M25 64h50" stroke="${lilac}" stroke-width="2.5"/><circle cx="50" cy="78" r="2.4" fill="#4ade80"/><rect x="28" y="24" width="7" height="22" rx="3.5" fill="${white}"/><circle cx="33" cy="22" r="9" fill="${white}"/><circle cx="37" cy="20" r="4" fill="${lilac}"/><rect x="65" y="24" width="7" height="22" rx="3.5" fill="${white}"/><circle cx="67" cy="22" r="9" fill="${white}"/><circle cx="63" cy="20" r="4" fill="${lilac}"/>`,
  // summer: the sun over the sea
  summer: `<circle cx="50" cy="40" r="16" fill="${accent}"/><path d="${sunRays(50, 40, 22, 30)}" stroke="${accent}" stroke-width="5" stroke-linecap="round"/><path d="M6 78c7-6 15-6 22 0s15 6 22 0 15-6 22 0 15 6 22 0v16H6z" fill="${white}"/><path d="M6 88c7-5 15-5 22 0s15 5 22 0 15-5 22 0 15 5 22 0v6H6z" fill="${lilac}"/>`,
  // winter: a snowflake in a frosty circle
  winter: `<circle cx="50" cy="50" r="38" fill="${lilac}" fill-opacity="0.35"/><path d="M50 14v72M19 32l62 36M19 68l62-36M42 20l8 8 8-8M42 80l8-8 8 8M20 42l11 3-3 11M80 58l-11-3 3-11M20 58l11-3-3-11M80 42l-11 3 3 11" fill="none" stroke="${white}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`,
  // a water bottle with its label
  bottle: `<rect x="40" y="6" width="20" height="10" rx="3" fill="${accent}"/><path d="M42 16h16v9c9 5 14 11 14 21v38a6 6 0 0 1-6 6H34a6 6 0 0 1-6-6V46c0-10 5-16 14-21z" fill="${white}"/><rect x="28" y="52" width="44" height="18" fill="${lilac}"/><path d="M36 34c-3 3-4 6-4 10" stroke="${lilac}" stroke-width="3" stroke-linecap="round"/>`,
  // a plan: a calendar page, one day marked
  plan: `<rect x="16" y="20" width="68" height="66" rx="7" fill="${white}"/><path d="M16 27a7 7 0 0 1 7-7h54a7 7 0 0 1 7 7v11H16z" fill="${lilac}"/><rect x="31" y="12" width="6" height="16" rx="3" fill="${accent}"/><rect x="63" y="12" width="6" height="16" rx="3" fill="${accent}"/>${[
    26, 40, 54, 68,
  ]
    .flatMap((x) =>
      [48, 60, 72].map((y) => `<rect x="${x - 2}" y="${y}" width="8" height="8" rx="2" fill="${x === 54 && y === 60 ? accent : lilac}"/>`),
    )
    .join('')}`,
  // data: signal bars, the last one full
  data: `<rect x="16" y="66" width="13" height="22" rx="3" fill="${white}"/><rect x="34" y="52" width="13" height="36" rx="3" fill="${white}"/><rect x="52" y="36" width="13" height="52" rx="3" fill="${white}"/><rect x="70" y="16" width="13" height="72" rx="3" fill="${accent}"/>`,
  // voice: two speech bubbles
  voice: `<path d="M58 40h28a6 6 0 0 1 6 6v22a6 6 0 0 1-6 6h-4v10L72 74H58a6 6 0 0 1-6-6V46a6 6 0 0 1 6-6z" fill="${accent}"/><path d="M14 18h52a8 8 0 0 1 8 8v28a8 8 0 0 1-8 8H38L24 76V62H14a8 8 0 0 1-8-8V26a8 8 0 0 1 8-8z" fill="${white}"/><circle cx="26" cy="40" r="5" fill="${purple}"/><circle cx="40" cy="40" r="5" fill="${purple}"/><circle cx="54" cy="40" r="5" fill="${purple}"/>`,
  // protection: a shield, checked
  protection: `<path d="M50 8l36 13v25c0 23-15 38-36 46-21-8-36-23-36-46V21z" fill="${white}"/><path d="M50 8l36 13v25c0 23-15 38-36 46z" fill="${lilac}"/><path d="M34 50l11 11 21-22" fill="none" stroke="${purple}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`,
  // a smart watch
  watch: `<rect x="38" y="6" width="24" height="88" rx="8" fill="${lilac}"/><rect x="26" y="26" width="48" height="48" rx="14" fill="${white}"/><rect x="32" y="32" width="36" height="36" rx="9" fill="${deep}"/><path d="M50 40v11l7 5" stroke="${accent}" stroke-width="3.5" stroke-linecap="round" fill="none"/><rect x="74" y="44" width="4" height="10" rx="2" fill="${white}"/>`,
  // a backpack
  backpack: `<path d="M40 22a10 10 0 0 1 20 0" stroke="${accent}" stroke-width="5" fill="none" stroke-linecap="round"/><path d="M24 46a26 26 0 0 1 52 0v38a6 6 0 0 1-6 6H30a6 6 0 0 1-6-6z" fill="${white}"/><rect x="34" y="58" width="32" height="22" rx="5" fill="${lilac}"/><path d="M34 66h32" stroke="${purple}" stroke-width="2"/><rect x="47" y="62" width="6" height="7" rx="1.5" fill="${accent}"/>`,
  // a phone case with its summer sticker
  'summer-case': `<rect x="30" y="10" width="40" height="80" rx="11" fill="${white}"/><rect x="35" y="15" width="17" height="17" rx="5" fill="${deep}"/><circle cx="43.5" cy="23.5" r="4" fill="#7b4fd0"/><circle cx="52" cy="60" r="9" fill="${accent}"/><path d="${sunRays(52, 60, 12, 16)}" stroke="${accent}" stroke-width="2.5" stroke-linecap="round"/>`,
  // a power bank, charging
  'summer-powerbank': `<rect x="42" y="12" width="16" height="8" rx="2" fill="${lilac}"/><rect x="26" y="18" width="48" height="70" rx="9" fill="${white}"/><path d="M55 28L40 54h11l-6 22 16-28H50z" fill="${accent}"/>${[38, 46, 54, 62].map((x) => `<circle cx="${x}" cy="81" r="2.3" fill="${x < 62 ? purple : lilac}"/>`).join('')}`,
};

/** A slug's illustration; one the demo does not know gets a gift-like burst of the same inks (still no words). */
export function pictogram(slug: string): string {
  return (
    ILLUSTRATIONS[slug] ??
    `<circle cx="50" cy="50" r="30" fill="${white}"/><circle cx="50" cy="50" r="14" fill="${accent}"/>${sparkle(82, 18, 8)}`
  );
}
