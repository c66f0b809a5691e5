import type { HttpHandler } from 'msw';
import type { Schemas } from '../api-types';
import type { SandboxContext } from '../context';
import { notFound } from '../errors';
import { api } from '../http';
import type { World } from '../world';
import { stockOf, type DeviceState } from '../world/devices';
import { languageOf, pick, type Language } from '../world/i18n';
import { media } from '../world/media';

function deviceOf(device: DeviceState): Schemas['Device'] {
  const { sku, skuUrl, name, brand, price, oldPrice, monthlyPrice, isEsim } = device;
  return { sku, skuUrl, name, brand, price, oldPrice, monthlyPrice, isEsim, imageUrl: media(`devices/${skuUrl}`), inStock: stockOf(device) > 0 };
}

/** A device by SKU code or by its URL slug (the device page's :skuUrl). */
function findDevice(world: World, sku: string): DeviceState {
  const key = decodeURIComponent(sku).toLowerCase();
  const device = world.devices.find((candidate) => candidate.sku.toLowerCase() === key || candidate.skuUrl === key);
  if (!device) throw notFound(`Device ${sku}`);
  return device;
}

function discountsOf(world: World, language: Language, homeOnly: boolean): Schemas['Discount'][] {
  const now = world.clock();
  return world.discounts
    .filter((d) => d.validFrom <= now && (!d.validTo || d.validTo > now) && (!homeOnly || d.showOnHome))
    .sort((a, b) => a.priority - b.priority)
    .map((d) => ({
      id: d.id, title: pick(d.title, language), description: pick(d.description, language), imageUrl: d.imageUrl,
      url: pick(d.url, language), label: d.label, validFrom: d.validFrom.toISOString(), validTo: d.validTo?.toISOString() ?? null,
      showOnHome: d.showOnHome, priority: d.priority,
    }));
}

/** Public content: discounts, foreign call rates, short links, devices and stock. */
export function corporateHandlers(ctx: SandboxContext): HttpHandler[] {
  return [
    api.get('/corporate/discounts', ({ request, query, response }) =>
      response(200).json(discountsOf(ctx.world(request), languageOf(request), query.get('home') === 'true'))),

    api.get('/foreign-call-rates', ({ request, response }) => {
      const language = languageOf(request);
      const rates = ctx.world(request).foreignRates.map(({ country, ...rate }) => ({ ...rate, country: pick(country, language) }));
      return response(200).json(rates.sort((a, b) => a.country.localeCompare(b.country, language)));
    }),

    api.get('/shortlinks', ({ request, response }) => response(200).json(ctx.world(request).shortLinks.map((link) => ({ ...link })))),

    api.get('/devices', ({ request, query, response }) => {
      const skus = query.getAll('skuCode').map((sku) => sku.toLowerCase());
      const esimOnly = query.get('esim') === 'true';
      const devices = ctx.world(request).devices.filter((device) =>
        (skus.length === 0 || skus.includes(device.sku.toLowerCase())) && (!esimOnly || device.isEsim));
      return response(200).json(devices.map(deviceOf));
    }),

    api.get('/device/{sku}', ({ request, params, response }) => {
      const language = languageOf(request);
      const device = findDevice(ctx.world(request), params.sku);
      return response(200).json({
        ...deviceOf(device),
        description: pick(device.description, language),
        images: [1, 2, 3].map((n) => media(`devices/${device.skuUrl}-${n}`)),
        specifications: device.specifications.map((spec) => ({ name: pick(spec.name, language), value: spec.value })),
      });
    }),

    api.get('/device/{sku}/stock', ({ request, params, response }) => {
      const device = findDevice(ctx.world(request), params.sku);
      return response(200).json({ sku: device.sku, quantity: stockOf(device), shops: device.shops.map((shop) => ({ ...shop })) });
    }),
  ];
}
