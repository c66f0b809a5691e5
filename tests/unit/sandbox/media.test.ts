import { describe, expect, it } from 'vitest';
import { createSandbox } from '@/sandbox/index';
import { media, MEDIA_PATH, mediaSvg } from '@/sandbox/world/media';
import { call } from './helpers';

describe('the sandbox CMS pictures', () => {
  it('draws a picture of the size its kind is shown at', () => {
    const svg = mediaSvg('slides/unlimited')!;
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="514"/);
    expect(svg).toContain('>unlimited</text>');
    expect(mediaSvg('badges/app-store')).toContain('width="135" height="40"');
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
