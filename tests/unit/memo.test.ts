import { describe, expect, it, vi } from 'vitest';
import { memoized } from '@/shared/api/memo';

describe('memoized', () => {
  it('answers the same promise per owner and key until the time is up', async () => {
    let now = 0;
    const owner = {};
    const load = vi.fn(async () => now);
    expect(await memoized(owner, 'a', 100, load, () => now)).toBe(0);
    now = 99;
    expect(await memoized(owner, 'a', 100, load, () => now)).toBe(0);
    expect(load).toHaveBeenCalledTimes(1);
    expect(await memoized({}, 'a', 100, load, () => now)).toBe(99); // another owner
    expect(await memoized(owner, 'b', 100, load, () => now)).toBe(99); // another key
    now = 100;
    expect(await memoized(owner, 'a', 100, load, () => now)).toBe(100);
  });

  it('forgets a failure at once', async () => {
    const owner = {};
    const load = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('up');
    await expect(memoized(owner, 'k', 1000, load)).rejects.toThrow('down');
    expect(await memoized(owner, 'k', 1000, load)).toBe('up');
  });
});
