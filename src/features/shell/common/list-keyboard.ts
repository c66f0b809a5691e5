import * as constants from '@generated/constants';

/**
 * Keyboard movement inside an open dropdown list (core §4 selects and menus): arrows move one item
 * (wrapping), Home/End go to the ends, PageUp/PageDown jump `selectPageJump` items (stopping at the ends).
 * Undefined for keys that do not move.
 */
export function nextIndex(key: string, current: number, count: number, pageJump: number = constants.selectPageJump): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowDown':
      return current < 0 ? 0 : (current + 1) % count;
    case 'ArrowUp':
      return current < 0 ? count - 1 : (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    case 'PageDown':
      return Math.min(Math.max(current, 0) + pageJump, count - 1);
    case 'PageUp':
      return Math.max(current - pageJump, 0);
    default:
      return undefined;
  }
}

/**
 * Type-ahead: typed characters build a prefix that picks the next item starting with it; a pause of
 * `typeAheadResetMs` starts a new prefix. Repeating one letter cycles through the items with it.
 */
export class TypeAhead {
  private buffer = '';
  private last = -Infinity;

  constructor(
    private readonly resetMs: number = constants.typeAheadResetMs,
    private readonly now: () => number = () => performance.now(),
  ) {}

  match(char: string, labels: readonly string[], current: number): number | undefined {
    const time = this.now();
    if (time - this.last > this.resetMs) this.buffer = '';
    this.last = time;
    const next = char.toLocaleLowerCase();
    const cycling = this.buffer.length > 0 && [...this.buffer].every((c) => c === next);
    this.buffer = cycling ? next : this.buffer + next;
    // A new single-letter search starts after the current item; a longer prefix may stay on it.
    const start = this.buffer.length === 1 ? current + 1 : Math.max(current, 0);
    for (let i = 0; i < labels.length; i++) {
      const index = (start + i) % labels.length;
      if (labels[index]!.toLocaleLowerCase().startsWith(this.buffer)) return index;
    }
    return undefined;
  }
}

/** A printable character key with no modifier: what type-ahead reacts to. */
export const isTypeAheadKey = (event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>) =>
  event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey;
