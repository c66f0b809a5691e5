// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consentStore, hasConsent, parseCookieChoice, readCookieChoice } from '@/features/shell/cookies/consent';

afterEach(() => {
  localStorage.clear();
  consentStore.closeSettings();
});

describe('cookie consent choice (campaign seed §4)', () => {
  it('reads the stored choice, the earlier form too, and nothing from anything else', () => {
    expect(parseCookieChoice('all')).toMatchObject({ preferences: true, statistics: true, marketing: true });
    expect(parseCookieChoice('necessary')).toMatchObject({ preferences: false, statistics: false, marketing: false });
    expect(
      parseCookieChoice(JSON.stringify({ preferences: true, statistics: 'yes', source: 'manager', version: '2024-05', at: 'x' })),
    ).toEqual({ preferences: true, statistics: false, marketing: false, source: 'manager', version: '2024-05', at: 'x' });
    for (const junk of [null, '', '{', 'null', '42', 'maybe']) expect(parseCookieChoice(junk)).toBeUndefined();
  });

  it('keeps a saved choice, tells listeners, and answers per category', () => {
    const listener = vi.fn();
    const unsubscribe = consentStore.subscribe(listener);
    expect(consentStore.getSnapshot().choice).toBeUndefined();
    consentStore.save({ preferences: true, statistics: false, marketing: false, source: 'own' });
    expect(listener).toHaveBeenCalled();
    expect(readCookieChoice()).toMatchObject({ preferences: true, statistics: false, source: 'own' });
    expect(hasConsent('preferences')).toBe(true);
    expect(hasConsent('statistics')).toBe(false);
    // The same snapshot while nothing changed (React's useSyncExternalStore needs it).
    expect(consentStore.getSnapshot()).toBe(consentStore.getSnapshot());
    unsubscribe();
  });

  it('follows a choice made in another tab', () => {
    const listener = vi.fn();
    const unsubscribe = consentStore.subscribe(listener);
    localStorage.setItem('cookieConsent', 'all');
    window.dispatchEvent(new StorageEvent('storage', { key: 'cookieConsent' }));
    expect(listener).toHaveBeenCalled();
    expect(consentStore.getSnapshot().choice).toMatchObject({ marketing: true });
    unsubscribe();
  });

  it('holds a choice for the page when storage refuses it', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    consentStore.save({ preferences: false, statistics: false, marketing: false, source: 'own' }, full);
    expect(readCookieChoice(full)).toMatchObject({ preferences: false, source: 'own' });
  });

  it('opens and closes the settings', () => {
    consentStore.openSettings();
    expect(consentStore.getSnapshot().settingsOpen).toBe(true);
    consentStore.save({ preferences: false, statistics: true, marketing: false, source: 'own' });
    expect(consentStore.getSnapshot()).toMatchObject({ settingsOpen: false, choice: { statistics: true } });
  });
});
