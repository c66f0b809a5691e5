import { describe, expect, it } from 'vitest';
import { linkTarget } from '@/shared/banners/SafeLink';
import { mayAutoRotate, stepSlide } from '@/features/home/carousel-state';

describe('linkTarget: where an API-given link may lead', () => {
  it('keeps safe portal paths and http(s) addresses', () => {
    expect(linkTarget('/planai?x=1#y')).toEqual({ internal: '/planai?x=1#y' });
    expect(linkTarget('https://www.facebook.com/pulsas.lt')).toEqual({ external: 'https://www.facebook.com/pulsas.lt' });
  });
  it('drops unsafe or empty targets', () => {
    for (const bad of [
      'javascript:alert(1)',
      '//evil.example/x',
      '/\\evil.example',
      '/%2F%2Fevil.example',
      'data:text/html,x',
      '',
      null,
      undefined,
    ]) {
      expect(linkTarget(bad)).toBeUndefined();
    }
  });
});

describe('carousel', () => {
  it('steps forwards and backwards with wrap-around', () => {
    expect(stepSlide(0, 1, 3)).toBe(1);
    expect(stepSlide(2, 1, 3)).toBe(0);
    expect(stepSlide(0, -1, 3)).toBe(2);
    expect(stepSlide(0, 1, 0)).toBe(0);
  });
  it('does not rotate for reduced-motion users or where the preference is unknown', () => {
    const media = (reduce: boolean) => ({ matchMedia: () => ({ matches: reduce }) as unknown as MediaQueryList });
    expect(mayAutoRotate(media(true))).toBe(false);
    expect(mayAutoRotate(media(false))).toBe(true);
    expect(mayAutoRotate(undefined)).toBe(false);
  });
});
