import { describe, expect, it } from 'vitest';
import { renderPng, shareCardSvg, sharePictures, SHARE_SIZE } from '../../../scripts/lib/share-images';

/** PNG's width and height, from its IHDR chunk. */
const size = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });
const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="160"><rect width="80" height="160" fill="#123456"/></svg>';

describe('link preview pictures (issue 50)', () => {
  it('are 1200 × 630 PNGs with the page picture drawn at their middle', () => {
    const png = renderPng(shareCardSvg({ mime: 'image/svg+xml', bytes: Buffer.from(svg) }));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(size(png)).toEqual(SHARE_SIZE);
  });

  it("are served from the site's own path, one per picture however many pages share it", async () => {
    const asked: string[] = [];
    const pictures = sharePictures(async (url) => {
      asked.push(url);
      return new Response(svg, { headers: { 'content-type': 'image/svg+xml' } });
    }, 'http://localhost/api');
    const path = await pictures.pathFor('/api/__sandbox/media/devices/phone.svg');
    expect(path).toMatch(/^\/images\/share\/[0-9a-f]{16}\.png$/);
    expect(await pictures.pathFor('/api/__sandbox/media/devices/phone.svg')).toBe(path);
    expect(asked).toEqual(['http://localhost/api/__sandbox/media/devices/phone.svg']);
    expect(await pictures.files()).toHaveLength(1);
  });

  it('names the picture that did not load', async () => {
    const pictures = sharePictures(async () => new Response('', { status: 404 }), 'http://localhost/api');
    await expect(pictures.pathFor('https://cdn.example/x.jpg')).rejects.toThrow('GET https://cdn.example/x.jpg answered 404');
  });
});
