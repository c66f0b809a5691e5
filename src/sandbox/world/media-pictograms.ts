/**
 * Pictograms of the demo pictures, drawn in a 100 × 100 box with a white stroke (src/sandbox/world/media.ts):
 * what a slide, a campaign or a prize is about, without a word of any language.
 */
const PICTOGRAMS: Record<string, string> = {
  // unlimited data: infinity
  unlimited: '<path d="M50 50c-8-12-14-18-24-18a18 18 0 0 0 0 36c10 0 16-6 24-18s14-18 24-18a18 18 0 0 1 0 36c-10 0-16-6-24-18z"/>',
  // a SIM card and its chip
  esim: '<path d="M30 14h30l14 14v58H30z"/><rect x="40" y="44" width="24" height="28" rx="3"/><path d="M40 58h24M52 44v28"/>',
  'summer-sim': '<path d="M30 14h30l14 14v58H30z"/><rect x="40" y="44" width="24" height="28" rx="3"/><path d="M40 58h24M52 44v28"/>',
  // points: a star
  points: '<path d="M50 12l11 24 26 3-19 18 5 26-23-13-23 13 5-26-19-18 26-3z"/>',
  // a student card: a graduation cap
  isic: '<path d="M8 40l42-18 42 18-42 18z"/><path d="M26 48v18c8 8 40 8 48 0V48M92 40v24"/>',
  phones: '<rect x="30" y="10" width="40" height="80" rx="8"/><path d="M44 80h12"/>',
  'my-account':
    '<rect x="30" y="10" width="40" height="80" rx="8"/><path d="M44 80h12"/><circle cx="50" cy="42" r="10"/><path d="M36 66c4-8 24-8 28 0"/>',
  // prizes: a gift
  prizes:
    '<rect x="16" y="38" width="68" height="50" rx="4"/><path d="M12 38h76M50 38v50"/><path d="M50 38c-10-18-30-14-22 0M50 38c10-18 30-14 22 0"/>',
  earphones:
    '<path d="M30 26a12 12 0 0 1 12 12v22a6 6 0 0 1-12 0zM70 26a12 12 0 0 0-12 12v22a6 6 0 0 0 12 0z"/><path d="M30 60v22M70 60v22"/>',
  // summer: the sun
  summer: '<circle cx="50" cy="50" r="16"/><path d="M50 12v12M50 76v12M12 50h12M76 50h12M23 23l9 9M68 68l9 9M23 77l9-9M68 32l9-9"/>',
  // winter: a snowflake
  winter: '<path d="M50 10v80M15 30l70 40M15 70l70-40M42 16l8 8 8-8M42 84l8-8 8 8"/>',
  bottle: '<path d="M42 10h16v14c10 6 14 12 14 22v40a6 6 0 0 1-6 6H34a6 6 0 0 1-6-6V46c0-10 4-16 14-22z"/><path d="M28 56h44"/>',
  // a plan: a calendar page
  plan: '<rect x="16" y="20" width="68" height="66" rx="6"/><path d="M16 38h68M34 12v16M66 12v16M32 54h8M48 54h8M64 54h8M32 70h8M48 70h8"/>',
  // data: signal bars
  data: '<path d="M20 84V70M38 84V56M56 84V40M74 84V22"/>',
  // voice: a speech bubble
  voice: '<path d="M16 24h68v42H44L28 82V66H16z"/><path d="M32 40h36M32 52h24"/>',
  protection: '<path d="M50 10l34 12v24c0 22-14 36-34 44-20-8-34-22-34-44V22z"/><path d="M36 50l10 10 20-20"/>',
  watch: '<rect x="28" y="28" width="44" height="44" rx="12"/><path d="M38 28l4-18h16l4 18M38 72l4 18h16l4-18M50 40v10l8 6"/>',
  backpack: '<path d="M26 40a24 24 0 0 1 48 0v44a6 6 0 0 1-6 6H32a6 6 0 0 1-6-6z"/><path d="M40 16a10 10 0 0 1 20 0M34 60h32v16H34z"/>',
  'summer-case': '<rect x="30" y="10" width="40" height="80" rx="10"/><circle cx="42" cy="24" r="5"/>',
  'summer-powerbank': '<rect x="24" y="20" width="52" height="66" rx="8"/><path d="M40 14h20M54 34l-10 16h12l-10 16"/>',
};

/** A slug's pictogram; one the demo does not know gets circles (still no words). */
export function pictogram(slug: string): string {
  return PICTOGRAMS[slug] ?? '<circle cx="50" cy="50" r="30"/><circle cx="50" cy="50" r="12"/>';
}
