import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../../src/sandbox';
import { bypasses, dotSegmentBypasses, hostile } from '../redirect-payloads';
import { call, TEST_NOW } from './helpers';

const ORIGIN = 'https://pulsas.lt';

/** Where a browser on the portal goes when it follows the answer's Location. */
function followed(response: Response): URL {
  expect(response.status).toBe(302);
  return new URL(response.headers.get('Location')!, ORIGIN);
}

/**
 * Issue 32 F1: every redirect the sandbox answers goes through the app's checked function, so a
 * returnUrl with dot segments (`/.//evil.example`) or any other bypass never leaves the site.
 */
describe('the sandbox never redirects off the site', () => {
  const sandbox = createSandbox({ now: () => TEST_NOW });
  const autoLogin = (returnUrl: string) => call(sandbox, 'GET', '/narsyk/auth/auto-login', { query: { msisdn: '61234569', returnUrl } });

  it.each([...bypasses, ...dotSegmentBypasses])("the partner auto-login's returnUrl %j goes to the entry page", async (returnUrl) => {
    const target = followed(await autoLogin(returnUrl));
    expect(target.origin).toBe(ORIGIN);
    expect(target.pathname).toBe('/narsyk');
  });

  it('keeps a path of the site, with the status it adds', async () => {
    expect(followed(await autoLogin('/en/narsyk')).href).toBe(`${ORIGIN}/en/narsyk?status=4`);
  });

  it('stays on the site whatever the returnUrl (property, 2,000 runs)', async () => {
    await fc.assert(
      fc.asyncProperty(hostile, async (returnUrl) => {
        const response = await autoLogin(returnUrl);
        const location = response.headers.get('Location')!;
        return !/^(?:[a-z][a-z0-9+.-]*:|[/\\]{2})/i.test(location) && new URL(location, ORIGIN).origin === ORIGIN;
      }),
      { numRuns: 2000 },
    );
  }, 60_000);

  it("the payment page's answer returns to a path of the site", async () => {
    const body = { phone: '61234576', amount: 5, method: 'bank' };
    const started = await call(sandbox, 'POST', '/payment/v2/payments/refill', { body });
    const { redirectUrl } = (await started.json()) as { redirectUrl: string };
    const back = followed(await call(sandbox, 'GET', `${new URL(redirectUrl).pathname.replace('/api', '')}/approve`));
    expect(back.origin).toBe(ORIGIN);
    expect(back.pathname).toBe('/refill/success');
  });
});
