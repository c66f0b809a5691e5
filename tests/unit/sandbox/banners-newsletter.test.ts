import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../../src/sandbox';
import { call, login, TEST_NOW } from './helpers';

interface Banner {
  id: string;
  typeId: number;
  locations: number[];
  text: string;
  buttonUrl: string | null;
  showOnlyToLoggedInUsers: boolean;
  showOncePerSession: boolean;
  isUserSpecificBanner: boolean;
}

const fresh = () => createSandbox({ now: () => TEST_NOW });
const banners = async (sandbox: ReturnType<typeof fresh>, options: Parameters<typeof call>[3] = {}) =>
  (await (await call(sandbox, 'GET', '/feature-management/information-banners', options)).json()) as Banner[];

describe('sandbox information banners', () => {
  it("gives anonymous visitors every type and location, logged-in-only ones flagged, none of anyone's own", async () => {
    const sandbox = fresh();
    // The Google Pay outage (the one Error banner, on Refill) is served only while Google Pay (16) is off (issue 50).
    expect((await banners(sandbox)).map((banner) => banner.id)).not.toContain('google-pay-outage');
    expect((await call(sandbox, 'GET', '/__sandbox/features?disabled=1,16')).ok).toBe(true);
    const list = await banners(sandbox);
    expect(list.find((banner) => banner.id === 'google-pay-outage')).toMatchObject({ typeId: 3, locations: [3] });
    expect(new Set(list.map((banner) => banner.typeId))).toEqual(new Set([1, 2, 3, 4]));
    expect(new Set(list.flatMap((banner) => banner.locations))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(list.find((banner) => banner.id === 'information-modal')).toMatchObject({
      typeId: 4,
      showOnlyToLoggedInUsers: true,
      showOncePerSession: true,
    });
    expect(list.some((banner) => banner.isUserSpecificBanner)).toBe(false);
  });

  it('adds the SIM validity warning for a logged-in customer whose SIM expires within a month', async () => {
    const sandbox = fresh();
    const expiring = await banners(sandbox, { token: await login(sandbox, '61234571') });
    expect(expiring.filter((banner) => banner.isUserSpecificBanner).map((banner) => banner.id)).toEqual(['sim-validity-warning']);
    const postpaid = await banners(sandbox, { token: await login(sandbox, '61234568') });
    expect(postpaid.some((banner) => banner.isUserSpecificBanner)).toBe(false);
  });

  it('answers texts and button addresses in the request language', async () => {
    const esim = (await banners(fresh(), { language: 'en' })).find((banner) => banner.id === 'esim-available')!;
    expect(esim.text).toBe('eSIM is now available to prepaid customers');
    expect(esim.buttonUrl).toMatch(/^\/en\//);
  });
});

describe('sandbox newsletter signup', () => {
  it('subscribes an address once, ignoring case, and refuses an invalid one', async () => {
    const sandbox = fresh();
    const order = (email: string) => call(sandbox, 'POST', '/user-information/newsletter/order', { body: { email } });
    expect((await order('Naujas@Example.lt')).status).toBe(204);
    expect(await (await order('naujas@example.lt')).json()).toEqual({
      Exception: 'NewsletterAlreadySubscribedException',
      Arguments: ['naujas@example.lt'],
    });
    expect(await (await order('ne-adresas')).json()).toMatchObject({ errors: [{ code: 'InvalidRequest' }] });
  });
});
