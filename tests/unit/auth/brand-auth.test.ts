import { describe, expect, it } from 'vitest';
import { autoLoginAddress, enabledSocialLogins, socialLoginAddress } from '@/features/auth/brand-auth';

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
    expect(enabledSocialLogins(null)).toEqual([]);
  });
});
