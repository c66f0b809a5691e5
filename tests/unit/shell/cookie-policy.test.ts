import { describe, expect, it, vi } from 'vitest';
import { loadCookiePolicy } from '@/features/shell/cookies/cookie-policy';
import type { Services } from '@/shared/services';

const POLICY = {
  version: '2024-05',
  title: 'T',
  text: 'X',
  policyUrl: null,
  categories: [{ id: 'necessary', required: true, title: 'N', description: 'D' }],
};

/** Just the API call the loader makes: GET /consent/cookies answering as `answer` says. */
function servicesAnswering(answer: () => Promise<unknown>) {
  const GET = vi.fn(() => answer());
  return { services: { api: { GET } } as unknown as Services, GET };
}

const ok = () => Promise.resolve({ data: POLICY, response: new Response(null, { status: 200 }) });
const failing = () =>
  Promise.resolve({ error: { errors: [{ code: 'InternalServerError' }] }, response: new Response(null, { status: 500 }) });

describe('the consent state load (campaign seed §4, §8)', () => {
  it("answers the consent manager's policy and keeps it", async () => {
    const { services, GET } = servicesAnswering(ok);
    expect(await loadCookiePolicy(services, 'lt')).toEqual(POLICY);
    expect(await loadCookiePolicy(services, 'lt')).toEqual(POLICY);
    expect(GET).toHaveBeenCalledTimes(1);
  });

  it("gives up after the overlay's time: the product's own agreement is shown instead", async () => {
    vi.useFakeTimers();
    try {
      const { services } = servicesAnswering(() => new Promise(() => undefined));
      const result = loadCookiePolicy(services, 'lt', 4000);
      await vi.advanceTimersByTimeAsync(3999);
      let settled = false;
      void result.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await result).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers nothing on a failure and asks again next time', async () => {
    const { services, GET } = servicesAnswering(failing);
    expect(await loadCookiePolicy(services, 'en')).toBeUndefined();
    GET.mockImplementation(ok);
    expect(await loadCookiePolicy(services, 'en')).toEqual(POLICY);
    expect(GET).toHaveBeenCalledTimes(2);
  });
});
