import { describe, expect, it } from 'vitest';
import { autoLoginAddress, socialLoginAddress } from '@/features/auth/brand-auth';
import { enabledSocialLogins, socialLoginNames } from '@/shared/session/social-logins';

describe('brand auth addresses', () => {
  it('auto-login leaves for the brand address and comes back to Login with getToken=true and the returnUrl', () => {
    const address = new URL(autoLoginAddress('https://pulsas.lt', 'lt', '/pagrindinis/nustatymai', '/api'));
    expect(`${address.origin}${address.pathname}`).toBe('https://pulsas.lt/api/auth/auto-login');
    const back = new URL(address.searchParams.get('returnUrl')!);
    expect(back.origin).toBe('https://pulsas.lt');
    expect(back.pathname).toBe('/prisijungti');
    expect(back.searchParams.get('getToken')).toBe('true');
    expect(back.searchParams.get('returnUrl')).toBe('/pagrindinis/nustatymai');
  });

  it('works with an API on another host and comes back in the page language', () => {
    const address = new URL(socialLoginAddress('google', 'https://pulsas.lt', 'en', undefined, 'https://api.pulsas.lt/'));
    expect(`${address.origin}${address.pathname}`).toBe('https://api.pulsas.lt/auth/social/google');
    expect(address.searchParams.get('returnUrl')).toBe('https://pulsas.lt/en/login?getToken=true');
  });

  it('offers a social login only while its feature (GoogleLogin 14, FacebookLogin 15) is enabled', () => {
    expect(enabledSocialLogins([])).toEqual(['google', 'facebook']);
    expect(enabledSocialLogins([4, 15, 17])).toEqual(['google']);
    expect(enabledSocialLogins([14, 15])).toEqual([]);
    // A feature list that could not be read switches nothing off (src/shared/account/features.ts: one meaning of unknown).
    expect(enabledSocialLogins(null)).toEqual(['google', 'facebook']);
  });

  it('names the offered social logins as each language lists alternatives', () => {
    expect(socialLoginNames(['google'], 'lt')).toBe('Google');
    expect(socialLoginNames(['google', 'facebook'], 'lt')).toBe('Google ar Facebook');
    expect(socialLoginNames(['facebook', 'google'], 'en')).toBe('Google or Facebook');
    expect(socialLoginNames(['google', 'facebook'], 'ru')).toBe('Google или Facebook');
  });
});
