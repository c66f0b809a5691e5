import { describe, expect, it } from 'vitest';
import { ApiError, isMaintenanceFailure, isRedirectingFailure } from '@/shared/api/api-error';
import { decideFailure, type FailureContext } from '@/shared/api/failure';

const main = (currentPath: string, language: FailureContext['language'] = 'lt'): FailureContext => ({
  language,
  variant: 'main',
  currentPath,
});
const http = (status: number, handled = false) => new ApiError('http', status, undefined, handled);

describe('one failure policy (core §8): decideFailure', () => {
  it("leaves the app for the maintenance page in the page's language on 503, with the page to try again", () => {
    expect(decideFailure(http(503, true), main('/papildymas'))).toEqual({ action: 'leave', target: '/maintenance.htm?from=%2Fpapildymas' });
    expect(decideFailure(http(503, true), main('/ru/plany?x=1', 'ru'))).toEqual({
      action: 'leave',
      target: '/ru/maintenance.htm?from=%2Fru%2Fplany%3Fx%3D1',
    });
  });

  it("sends a 401 to Login with the page to come back to, in the page's language", () => {
    expect(decideFailure(http(401, true), main('/pagrindinis/nustatymai?x=1'))).toEqual({
      action: 'redirect',
      target: '/prisijungti?returnUrl=%2Fpagrindinis%2Fnustatymai%3Fx%3D1',
    });
    expect(decideFailure(http(401, true), main('/en/dashboard', 'en'))).toMatchObject({
      action: 'redirect',
      target: expect.stringMatching(/^\/en\/login\?/),
    });
  });

  it("sends a 401 in the browsing-protection area to its entry page, never to the portal's Login", () => {
    expect(decideFailure(http(401, true), { language: 'lt', variant: 'protection', currentPath: '/narsyk/patvirtinimas' })).toEqual({
      action: 'redirect',
      target: '/narsyk',
    });
  });

  it('sends a 403 to the site root', () => {
    expect(decideFailure(http(403, true), main('/pagrindinis'))).toEqual({ action: 'redirect', target: '/' });
  });

  it('guards the loop: a redirect back to the page that failed becomes the popup', () => {
    expect(decideFailure(http(403), main('/?utm=x'))).toEqual({ action: 'popup' });
    expect(decideFailure(http(401), main('/prisijungti?returnUrl=%2F'))).toEqual({ action: 'popup' });
  });

  it('shows the popup for other statuses, offline and timeouts; stays quiet for what the client handled', () => {
    expect(decideFailure(http(500), main('/'))).toEqual({ action: 'popup' });
    expect(decideFailure(new ApiError('network', 0), main('/'))).toEqual({ action: 'popup' });
    expect(decideFailure(new ApiError('timeout', 0), main('/'))).toEqual({ action: 'popup' });
    expect(decideFailure(new Error('bug'), main('/'))).toEqual({ action: 'popup' });
    expect(decideFailure(http(401, true), main('/prisijungti'))).toEqual({ action: 'quiet' });
  });

  it('names the failures that leave the page, for calls that handle the rest themselves', () => {
    expect([401, 403, 503, 500, 404].map((status) => isRedirectingFailure(http(status)))).toEqual([true, true, true, false, false]);
    expect(isRedirectingFailure(new ApiError('network', 0))).toBe(false);
    expect([503, 401].map((status) => isMaintenanceFailure(http(status)))).toEqual([true, false]);
  });
});
