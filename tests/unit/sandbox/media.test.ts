import { describe, expect, it } from 'vitest';
import { createSandbox } from '@/sandbox/index';
import { media, MEDIA_PATH, mediaSvg } from '@/sandbox/world/media';
import { call } from './helpers';

describe('the sandbox CMS pictures', () => {
  it('draws a picture of the size its kind is shown at, without a word of any language', () => {
    const svg = mediaSvg('slides/unlimited')!;
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="514"/);
    for (const name of ['slides/unlimited', 'discounts/isic', 'awards/bottle', 'banners/my-account', 'devices/summer-case'])
      expect(mediaSvg(name), name).not.toContain('<text');
    expect(mediaSvg('slides/unlimited')).not.toBe(mediaSvg('slides/esim'));
    // The stores' badges carry the stores' own names, as theirs do.
    expect(mediaSvg('badges/app-store')).toContain('width="135" height="40"');
    expect(mediaSvg('badges/app-store')).toContain('>App Store</text>');
  });

  it('draws a device as its kind, in its own colour, each view of it the same device', () => {
    const black = { category: 'phone' as const, colourHex: '#1f2023' };
    const views = [1, 2, 3].map((n) => mediaSvg(`devices/iphone-x-${n}`, (sku) => (sku === 'iphone-x' ? black : undefined))!);
    for (const view of views) expect(view).toContain('fill="#1f2023"');
    expect(new Set(views).size).toBe(3);
    const watch = mediaSvg('devices/watch-y', () => ({ category: 'watch', colourHex: '#a8c8a0' }))!;
    expect(watch).toContain('fill="#a8c8a0"');
    expect(watch).not.toBe(mediaSvg('devices/watch-y', () => ({ category: 'phone', colourHex: '#a8c8a0' })));
  });

  it("serves a device's pictures in the colour the world gives it", async () => {
    const sandbox = createSandbox();
    const [device] = (await (await call(sandbox, 'GET', '/devices', { language: 'lt' })).json()) as {
      imageUrl: string;
      colourHex: string | null;
    }[];
    const served = await call(sandbox, 'GET', device!.imageUrl.replace('/api', ''));
    expect(await served.text()).toContain(`fill="${device!.colourHex}"`);
  });

  it('knows no other names, so a broken reference stays a 404', () => {
    expect(mediaSvg('slides/../secret')).toBeUndefined();
    expect(mediaSvg('posters/unlimited')).toBeUndefined();
    expect(mediaSvg('<script>/x')).toBeUndefined();
  });

  it('serves every picture the demo data names', async () => {
    const sandbox = createSandbox();
    const names = new Set<string>();
    for (const path of [
      '/elements/slides',
      '/elements/footer',
      '/corporate/discounts',
      '/devices',
      '/awards-campaign/prizes',
      '/feature-management/information-banners',
    ]) {
      for (const language of ['lt', 'en', 'ru'] as const) {
        const response = await call(sandbox, 'GET', path, { language });
        for (const match of (await response.text()).matchAll(/\/api\/__sandbox\/media\/([^"]+)\.svg/g)) names.add(match[1]!);
      }
    }
    expect(names.size).toBeGreaterThan(10);
    for (const name of names) expect(mediaSvg(name), name).toBeDefined();
    const served = await call(sandbox, 'GET', '/__sandbox/media/slides/esim.svg');
    expect(served.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(await served.text()).toBe(mediaSvg('slides/esim'));
    expect((await call(sandbox, 'GET', '/__sandbox/media/slides/nothing-here.png')).status).toBe(404);
    expect(media('slides/esim')).toBe(`${MEDIA_PATH}slides/esim.svg`);
  });
});
