/** Pip centres of each face on a 100 × 100 die. */
const PIPS: Record<number, readonly (readonly [number, number])[]> = {
  1: [[50, 50]],
  2: [
    [28, 28],
    [72, 72],
  ],
  3: [
    [28, 28],
    [50, 50],
    [72, 72],
  ],
  4: [
    [28, 28],
    [72, 28],
    [28, 72],
    [72, 72],
  ],
  5: [
    [28, 28],
    [72, 28],
    [50, 50],
    [28, 72],
    [72, 72],
  ],
  6: [
    [28, 25],
    [72, 25],
    [28, 50],
    [72, 50],
    [28, 75],
    [72, 75],
  ],
};

/**
 * The die, drawn as SVG: a face of 1 to 6 pips, tumbling while `rolling` (CSS only; no animation with
 * prefers-reduced-motion). `label` is its text alternative: ready, rolling, or the face it shows.
 */
export function Die({ face, rolling, label }: { face: number; rolling: boolean; label: string }) {
  const pips = PIPS[face] ?? PIPS[1]!;
  return (
    <div className={`die${rolling ? ' die--rolling' : ''}`}>
      <svg className="die__svg" viewBox="0 0 100 100" width="120" height="120" role="img" aria-label={label} focusable="false">
        <rect className="die__body" x="4" y="4" width="92" height="92" rx="18" />
        {pips.map(([cx, cy]) => (
          <circle key={`${cx}-${cy}`} className="die__pip" cx={cx} cy={cy} r="8" />
        ))}
      </svg>
    </div>
  );
}
