import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPlayable, prizeTypeName, refillGame, resultStateOf } from '@/shared/campaigns/refill-game';
import { faceOf } from '@/features/campaigns/dice/dice-data';
import { contrast, segmentAt, segmentColours, segmentPath, stopRotation, wheelLabel } from '@/features/campaigns/wheel/wheel-geometry';

describe('the prize wheel labels (issue 37)', () => {
  it('keeps every name whole: a long one on two lines split where the longer line is shortest', () => {
    expect(wheelLabel('1 GB', 0, 8).lines).toEqual(['1 GB']);
    expect(wheelLabel('Neribotas internetas 7 d.', 0, 8).lines).toEqual(['Neribotas', 'internetas 7 d.']);
    expect(wheelLabel('Išmanusis laikrodis', 0, 8).lines).toEqual(['Išmanusis', 'laikrodis']);
    for (const name of ['Neribotas internetas 7 d.', 'Išmanusis laikrodis', 'Bevielės ausinės su triukšmo slopinimu'])
      expect(wheelLabel(name, 0, 8).lines.join(' ')).toBe(name);
  });

  it('sets a line smaller only as much as it needs to fit between the rim and the hub', () => {
    expect(wheelLabel('1 GB', 0, 8).fontSize).toBe(7);
    const long = wheelLabel('Bevielės ausinės su triukšmo slopinimu', 0, 8);
    const longest = Math.max(...long.lines.map((line) => line.length));
    expect(long.fontSize).toBeLessThan(7);
    expect(longest * 0.6 * long.fontSize).toBeLessThanOrEqual(62);
  });

  it('never reads upside down: on the right half from the hub outwards, elsewhere from the rim inwards', () => {
    const outward = Array.from({ length: 8 }, (_, index) => wheelLabel('x', index, 8).outward);
    expect(outward).toEqual([true, true, true, true, false, false, false, false]);
  });

  it('reads upright where the disc stands after a spin, not where it stood before', () => {
    // Half a turn (and whole turns besides) brings the right half to the left.
    const outward = Array.from({ length: 8 }, (_, index) => wheelLabel('x', index, 8, 3 * 360 + 180).outward);
    expect(outward).toEqual([false, false, false, false, true, true, true, true]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 24 }), fc.nat(23), fc.double({ min: 0, max: 50_000, noNaN: true }), (count, pick, rotation) => {
        const index = pick % count;
        const where = ((((index + 0.5) * (360 / count) + rotation) % 360) + 360) % 360;
        expect(wheelLabel('x', index, count, rotation).outward).toBe(where > 0 && where < 180);
      }),
    );
  });

  it('fits every name in its segment on wheels of up to 24 prizes: along it, and across it where it is narrowest', () => {
    const names = [
      '1 GB',
      'Neribotas internetas 7 d.',
      'Išmanusis laikrodis',
      'Bevielės ausinės su triukšmo slopinimu',
      'Dovanų kuponas 50 €',
    ];
    for (let count = 1; count <= 24; count += 1) {
      for (const name of names) {
        const { lines, fontSize } = wheelLabel(name, 0, count);
        expect(lines.join(' ')).toBe(name);
        const length = Math.max(...lines.map((line) => line.length)) * 0.6 * fontSize;
        expect(length).toBeLessThanOrEqual(62);
        const inner = 80 - length;
        const width = count === 1 ? Infinity : 2 * inner * Math.sin(Math.PI / count);
        expect(lines.length * 1.1 * fontSize).toBeLessThanOrEqual(width);
      }
    }
    // Twelve prizes: a two-word name still on two lines, at a size that can be read.
    expect(wheelLabel('Išmanusis laikrodis', 0, 12)).toMatchObject({ lines: ['Išmanusis', 'laikrodis'], fontSize: 7 });
    expect(wheelLabel('Neribotas internetas 7 d.', 0, 16).fontSize).toBeGreaterThanOrEqual(5);
  });
});

describe('the prize wheel geometry', () => {
  it('stops every segment under the pointer, always turning forwards by at least the whole turns asked', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 24 }),
        fc.nat(100),
        fc.double({ min: 0, max: 50_000, noNaN: true }),
        fc.integer({ min: 0, max: 10 }),
        (count, pick, from, turns) => {
          const index = pick % count;
          const rotation = stopRotation(from, index, count, turns);
          expect(segmentAt(rotation, count)).toBe(index);
          expect(rotation - from).toBeGreaterThanOrEqual(turns * 360);
          expect(rotation - from).toBeLessThan((turns + 2) * 360);
        },
      ),
    );
  });

  it('puts the middle of the segment exactly under the pointer', () => {
    expect(stopRotation(0, 0, 8, 5)).toBe(5 * 360 + 337.5);
    expect(stopRotation(0, 2, 4, 1)).toBe(360 + 135);
    expect(stopRotation(720, 0, 2, 0)).toBe(720 + 270);
  });

  it('draws segments as closed wedges from the centre', () => {
    expect(segmentPath(0, 4)).toBe('M 100 100 L 100 4 A 96 96 0 0 1 196 100 Z');
    expect(segmentPath(0, 1)).toMatch(/^M 100 4 A 96 96 0 1 1/);
  });

  it("keeps a prize's text colour only when it is readable on its fill (WCAG AA 4.5:1)", () => {
    expect(segmentColours(['#1A1A1A', '#FFFFFF'], '#000000')).toEqual({ fill: '#1A1A1A', text: '#FFFFFF' });
    // White on the sandbox's green is under 3:1: black reads better there.
    expect(contrast('#00B67A', '#FFFFFF')).toBeLessThan(4.5);
    expect(segmentColours(['#00B67A', '#FFFFFF'], '#000000')).toEqual({ fill: '#00B67A', text: '#000000' });
    expect(segmentColours(['not a colour'], '#5a2ca0')).toEqual({ fill: '#5a2ca0', text: '#ffffff' });
    fc.assert(
      fc.property(
        fc.array(
          fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`),
          { maxLength: 2 },
        ),
        (colors) => {
          const { fill, text } = segmentColours(colors, '#5a2ca0');
          expect(contrast(fill, text)).toBeGreaterThanOrEqual(4.5);
        },
      ),
    );
  });
});

describe('the refill game reading of a transaction (settings.resultStates of spec/campaigns/prize.yaml)', () => {
  const played = (typeId: number, prizeId: number) => ({ status: 0, typeId, prizeId });

  it('can be played while valid and not rolled; used up without a prize is "used"', () => {
    expect(isPlayable({ status: 1, typeId: null, prizeId: null })).toBe(true);
    expect(isPlayable({ status: 2, typeId: null, prizeId: null })).toBe(true);
    expect(resultStateOf({ status: 1, typeId: null, prizeId: null })).toBeUndefined();
    expect(resultStateOf({ status: 0, typeId: null, prizeId: null })).toBe('panaudotas');
  });

  it('maps each prize type to its campaign result state, the internet protection prize to its own', () => {
    expect(resultStateOf(played(1, 101))).toBe('laimeta-paslauga');
    expect(resultStateOf(played(2, 202))).toBe('laimeta-paslauga');
    expect(resultStateOf(played(2, 201))).toBe('laimeta-interneto-apsauga');
    expect(resultStateOf(played(3, 301))).toBe('laimetas-fizinis-prizas');
    expect(resultStateOf(played(4, 401))).toBe('laimetas-fizinis-prizas');
    expect(resultStateOf(played(5, 501))).toBe('papildyta-sekmingai');
    expect(resultStateOf(played(9, 1))).toBe('panaudotas');
    expect(prizeTypeName(4)).toBe('PhysicalSpecial');
  });

  it("names only states of the result route's :status", () => {
    const statuses = ['panaudotas', 'papildyta-sekmingai', 'laimeta-paslauga', 'laimetas-fizinis-prizas', 'laimeta-interneto-apsauga'];
    expect(Object.keys(refillGame!.settings.resultStates as object).sort()).toEqual([...statuses].sort());
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 }),
        fc.option(fc.integer({ min: 0, max: 6 })),
        fc.option(fc.nat(600)),
        (status, typeId, prizeId) => {
          const state = resultStateOf({ status, typeId, prizeId });
          if (state !== undefined) expect(statuses).toContain(state);
        },
      ),
    );
  });

  it('lands the die on a face of 1 to 6, the same for the same prize', () => {
    expect(faceOf({ prizeId: 301, typeId: 3 })).toBe(faceOf({ prizeId: 301, typeId: 3 }));
    for (const prizeId of [101, 201, 202, 301, 401, 501]) expect(faceOf({ prizeId, typeId: 1 })).toBeGreaterThanOrEqual(1);
    expect(faceOf({ prizeId: 5, typeId: 1 })).toBe(6);
  });
});
