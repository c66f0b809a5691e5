// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { CLOSED_KEY, closedBanners, rememberClosed, rememberShown, SHOWN_KEY, shownBanners } from '@/shared/banners/banner-memory';

afterEach(() => sessionStorage.clear());

describe('banner memory (sessionStorage, user prefix)', () => {
  it('keeps closed and shown ids under portal.user. keys, which logout clears', () => {
    expect(CLOSED_KEY.startsWith('portal.user.')).toBe(true);
    expect(SHOWN_KEY.startsWith('portal.user.')).toBe(true);
    rememberClosed(['a']);
    rememberClosed(['b', 'a']);
    rememberShown(['c']);
    expect([...closedBanners()]).toEqual(['a', 'b']);
    expect([...shownBanners()]).toEqual(['c']);
  });

  it('reads a damaged value as nothing remembered', () => {
    sessionStorage.setItem(CLOSED_KEY, '{not json');
    expect(closedBanners().size).toBe(0);
    sessionStorage.setItem(CLOSED_KEY, JSON.stringify([1, 'x', null]));
    expect([...closedBanners()]).toEqual(['x']);
  });
});
