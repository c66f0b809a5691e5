import { afterEach, describe, expect, it, vi } from 'vitest';
import lt from '@generated/i18n/lt';
import { createI18n } from '@/shared/i18n/i18n';
import { ensureNamespaces, hasTexts } from '@/shared/i18n/ensure-texts';

/**
 * A text chunk is a script fetched like a screen's code; these stand in for the network: each load of
 * the `plans` chunk fails while `failures` is above zero (the browser fetches a failed import anew,
 * so the next try can succeed).
 */
const network = vi.hoisted(() => ({ failures: 0, loads: 0 }));
vi.mock('@/shared/i18n/load-namespace', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/shared/i18n/load-namespace')>();
  return {
    ...original,
    loadNamespace: (language: Parameters<typeof original.loadNamespace>[0], ns: Parameters<typeof original.loadNamespace>[1]) => {
      if (ns !== 'plans') return original.loadNamespace(language, ns);
      network.loads += 1;
      if (network.failures > 0) {
        network.failures -= 1;
        return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
      }
      return original.loadNamespace(language, ns);
    },
  };
});

afterEach(() => {
  network.failures = 0;
  network.loads = 0;
});

describe('texts a page needs, on a bad network', () => {
  it('are fetched again when a load fails once (i18next tries again), and the page gets them', async () => {
    const i18n = await createI18n('lt');
    network.failures = 1;
    await i18n.loadNamespaces(['plans']);
    expect(network.loads).toBe(2);
    expect(i18n.getResourceBundle('lt', 'plans')).toEqual(lt.plans);
  });

  it('fail rather than leave keys, and load once the network is back', async () => {
    const i18n = await createI18n('lt');
    network.failures = Infinity;
    await expect(ensureNamespaces(i18n, 'plans')).rejects.toThrow('Texts not loaded: plans');
    // i18next's own answer after its tries failed is "loaded"; the page must not take it for texts.
    expect(i18n.hasLoadedNamespace('plans')).toBe(true);
    expect(hasTexts(i18n, 'plans')).toBe(false);

    network.failures = 0;
    const before = network.loads;
    await ensureNamespaces(i18n, 'plans'); // the next page that needs them, or the retry
    expect(network.loads).toBe(before + 1);
    expect(i18n.getResourceBundle('lt', 'plans')).toEqual(lt.plans);
  });

  it('fetches nothing for texts that are already there', async () => {
    const i18n = await createI18n('lt', ['plans']);
    const loads = network.loads;
    await ensureNamespaces(i18n, ['plans', 'common']);
    expect(network.loads).toBe(loads);
  });
});
