import type { AwardsPrize } from './awards-data';
import { labelAngle, segmentColours, segmentPath, wheelLabel } from './wheel-geometry';

const FALLBACK_FILLS = ['#5a2ca0', '#3d1d70'];

/**
 * The prize wheel, drawn as SVG: one segment per prize in its colours, the pointer at the top. It turns to
 * `rotation` over `durationMs` (a CSS transition; 0 with reduced motion). `label` is its text alternative
 * (what it is, its segments, where it stopped).
 */
export function Wheel({
  segments,
  rotation,
  durationMs,
  label,
}: {
  segments: readonly AwardsPrize[];
  rotation: number;
  durationMs: number;
  label: string;
}) {
  const count = segments.length;
  return (
    <div className="wheel">
      <svg className="wheel__svg" viewBox="0 0 200 200" width="280" height="280" role="img" aria-label={label} focusable="false">
        <g className="wheel__disc" style={{ transform: `rotate(${rotation}deg)`, transitionDuration: `${durationMs}ms` }}>
          {segments.map((prize, index) => {
            const colours = segmentColours(prize.colors, FALLBACK_FILLS[index % FALLBACK_FILLS.length]!);
            return (
              <g key={prize.id}>
                <path d={segmentPath(index, count)} fill={colours.fill} stroke="#ffffff" strokeWidth="1.5" />
                <SegmentLabel name={prize.name} index={index} count={count} rotation={rotation} fill={colours.text} />
              </g>
            );
          })}
        </g>
        <circle className="wheel__hub" cx="100" cy="100" r="14" />
        <path className="wheel__pointer" d="M 100 17 L 92 2 L 108 2 Z" />
      </svg>
    </div>
  );
}

/**
 * A segment's prize name along its middle, whole (wheelLabel): from the rim inwards, or where the disc has
 * brought it to the right half, from the hub outwards, so it never reads upside down when the wheel stands.
 * (A spin sets the disc's final rotation at once, so the labels settle the right way up as it stops.)
 * Decorative: the wheel's text alternative names them.
 */
function SegmentLabel(props: { name: string; index: number; count: number; rotation: number; fill: string }) {
  const { name, index, count, rotation, fill } = props;
  const { lines, fontSize, outward } = wheelLabel(name, index, count, rotation);
  return (
    <text
      className="wheel__label"
      x="100"
      y="20"
      fill={fill}
      fontSize={fontSize}
      textAnchor={outward ? 'end' : 'start'}
      transform={`rotate(${labelAngle(index, count)} 100 100) rotate(${outward ? -90 : 90} 100 20)`}
      dominantBaseline="middle"
      aria-hidden="true"
    >
      {lines.map((line, at) => (
        <tspan key={at} x="100" dy={at === 0 ? `${-(lines.length - 1) * 0.55}em` : '1.1em'}>
          {line}
        </tspan>
      ))}
    </text>
  );
}
