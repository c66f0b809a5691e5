import { describe, expect, it } from 'vitest';
import { loadBanners } from '@/shared/banners';
import type { Services } from '@/shared/services';

/** A services object whose banner call answers with `status` (the only thing loadBanners uses). */
const answering = (status: number, body: unknown = []) =>
  ({
    api: {
      GET: async () => ({
        data: status < 400 ? body : undefined,
        error: status < 400 ? undefined : {},
        response: new Response(null, { status }),
      }),
    },
  }) as unknown as Services;

describe('loadBanners (campaign seed §8, core §8)', () => {
  it('gives the banners the API answers', async () => {
    const banner = { id: 'a' };
    expect((await loadBanners(answering(200, [banner]))).api).toEqual([banner]);
  });

  it('is silent on a failure the user cannot act on: the page shows without banners', async () => {
    expect((await loadBanners(answering(500))).api).toEqual([]);
    expect((await loadBanners(answering(404))).api).toEqual([]);
  });

  it.each([401, 403, 503])(
    'is silent on %i too: the API client has sent the user on (tests/unit/api-failure-policy.test.ts)',
    async (status) => {
      expect((await loadBanners(answering(status))).api).toEqual([]);
    },
  );
});
