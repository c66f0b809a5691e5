import { readdirSync } from 'node:fs';
import { register } from 'tsx/cjs/api';
import { afterAll, describe, expect, it } from 'vitest';
import { campaignBanners } from '@/shared/campaign-files/banners';
import { campaignFiles } from '@/shared/campaign-files/definitions';
import { campaigns } from '@/shared/campaign-files/every-campaign';
import { campaignMenu } from '@/shared/campaign-files/menu';
import { inFileOrder, loadersOnDisk, partsOnDisk } from '@/shared/campaign-files/on-disk';
import { texts } from '@/shared/campaign-files/resources';
import { paramValues } from '@/shared/campaign-files/route-values';
import { campaignRoutes } from '@/shared/campaign-files/routes';
import { loadNamespace } from '@/shared/i18n/load-namespace';

/*
 * src/shared/campaign-files/ finds the campaigns' generated parts twice over: with import.meta.glob under
 * Vite (the app, these tests) and from the disk in Node tools (tsx, Playwright). Both must find the same
 * files in the same order, or the prerendered pages and the live ones would list other campaigns.
 */
const unregister = register(); // Node's require of the generated TypeScript, as vite.config.ts has it
afterAll(() => unregister());

const from = new URL('../../../src/shared/campaign-files/on-disk.ts', import.meta.url).href;
const onDisk = <T>(folder: string, name: RegExp) => inFileOrder(partsOnDisk<T>(from, `../../../generated/${folder}`, name));
const specFiles = readdirSync('spec/campaigns')
  .filter((file) => file.endsWith('.yaml'))
  .map((file) => file.replace(/\.yaml$/, ''))
  .sort();

describe('the campaigns’ parts, joined in one place (issue 53)', () => {
  it('finds one definition per file of spec/campaigns/, by its name, as the disk lists them', () => {
    expect(campaignFiles).toEqual(specFiles);
    expect(
      Object.keys(campaigns)
        .map((name) => name.toLowerCase())
        .sort(),
    ).toEqual(specFiles);
    expect(Object.keys(loadersOnDisk(from, '../../../generated/campaigns/', /^[^.]+\.campaign\.ts$/)).length).toBe(specFiles.length);
  });

  it('joins routes, banners, menu items and route values as the disk has them, in file order', () => {
    expect(campaignRoutes).toEqual(onDisk('campaigns/', /^[^.]+\.routes\.ts$/));
    expect(campaignBanners).toEqual(onDisk('campaigns/', /^[^.]+\.banners\.ts$/).map(([, part]) => part));
    expect(campaignMenu).toEqual(onDisk<unknown[]>('campaigns/', /^[^.]+\.menu\.ts$/).flatMap(([, items]) => items));
    for (const [, values] of onDisk<object>('campaigns/', /^[^.]+\.values\.ts$/)) expect(paramValues).toMatchObject(values);
  });

  it('gives every language each campaign’s namespace and its part of the campaigns namespace, a shared one named alike kept', async () => {
    for (const language of ['lt', 'en', 'ru'] as const) {
      const own = onDisk(`i18n/${language}/`, /^campaign-[^.]+\.ts$/);
      expect(own.length).toBeGreaterThan(specFiles.length / 2);
      for (const [key, namespace] of own) expect(texts[language]).toHaveProperty([key.slice(key.lastIndexOf('/') + 1, -3)], namespace);
      const parts = onDisk<object>(`i18n/${language}/campaigns/`, /^[^.]+\.ts$/);
      expect(Object.keys(texts[language].campaigns)).toEqual(parts.flatMap(([, part]) => Object.keys(part)));
      expect(await loadNamespace(language, 'campaigns')).toEqual(texts[language].campaigns);
    }
    expect(texts.lt['campaign-ui'].steps.label).toBeTruthy();
  });

  it('reads a folder of each language (`*/`) as the glob does', () => {
    const disk = partsOnDisk(from, '../../../generated/i18n/*/campaigns/', /^[^.]+\.ts$/);
    expect(Object.keys(disk).filter((key) => key.includes('/lt/campaigns/')).length).toBe(
      readdirSync('generated/i18n/lt/campaigns').filter((file) => /^[^.]+\.ts$/.test(file)).length,
    );
    expect(new Set(Object.keys(disk).map((key) => key.split('/')[2]))).toEqual(new Set(['lt', 'en', 'ru', 'ua']));
  });
});
