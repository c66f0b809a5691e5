// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPointerRelease, followPointer } from '@/shared/forms/pointer-hold';

const press = (type: 'pointerdown' | 'pointerup' | 'pointercancel') => document.body.dispatchEvent(new Event(type, { bubbles: true }));

describe('blur work waits for the pressed pointer (issue 7 D3)', () => {
  afterEach(() => vi.useRealTimers());

  it('runs at once when no pointer is pressed (a Tab)', () => {
    followPointer();
    const fn = vi.fn();
    afterPointerRelease(fn);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('waits while a pointer is pressed, and runs after its release and click', () => {
    vi.useFakeTimers();
    followPointer();
    const order: string[] = [];
    press('pointerdown');
    afterPointerRelease(() => order.push('message shown'));
    expect(order).toEqual([]);
    press('pointerup');
    // the click of this release is dispatched in the same task, before the message moves anything
    document.body.dispatchEvent(new Event('click'));
    order.push('click');
    vi.runAllTimers();
    expect(order).toEqual(['click', 'message shown']);
  });

  it('a cancelled press (a scroll gesture) releases too', () => {
    vi.useFakeTimers();
    followPointer();
    const fn = vi.fn();
    press('pointerdown');
    afterPointerRelease(fn);
    press('pointercancel');
    vi.runAllTimers();
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
