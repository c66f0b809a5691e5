// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { learnServerTime, now } from '@/shared/clock';

afterEach(() => learnServerTime(new Date().toUTCString()));

/** Issue 33: one clock for every time rule, the device's corrected by the API's `Date` header. */
describe('now()', () => {
  it("is the API's time when the device is off by more than a minute (a phone set to the wrong day)", () => {
    const device = Date.parse('2026-11-28T10:00:00Z');
    learnServerTime('Mon, 30 Nov 2026 23:30:00 GMT', device);
    const offset = Date.parse('2026-11-30T23:30:00Z') - device;
    expect(now().getTime() - Date.now()).toBeGreaterThanOrEqual(offset - 1000);
    expect(now().getTime() - Date.now()).toBeLessThanOrEqual(offset + 1000);
  });

  it("keeps the device's time within a minute of the API's (the header's rounding and the trip), and without a readable header", () => {
    learnServerTime(new Date(Date.now() + 30_000).toUTCString());
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1000);
    learnServerTime(new Date(Date.now() + 86_400_000).toUTCString());
    const learned = now().getTime() - Date.now();
    learnServerTime(null);
    learnServerTime('not a date');
    expect(Math.abs(now().getTime() - Date.now() - learned)).toBeLessThan(1000);
    expect(learned).toBeGreaterThan(86_000_000);
  });

  it('starts the next page load from the difference it learned, kept for the tab', async () => {
    const device = Date.now();
    learnServerTime(new Date(device + 3 * 86_400_000).toUTCString(), device);
    vi.resetModules();
    const reloaded = await import('@/shared/clock');
    expect(reloaded.now().getTime() - Date.now()).toBeGreaterThan(3 * 86_400_000 - 2000);
    learnServerTime(new Date().toUTCString());
    vi.resetModules();
    const again = await import('@/shared/clock');
    expect(Math.abs(again.now().getTime() - Date.now())).toBeLessThan(1000);
  });
});
