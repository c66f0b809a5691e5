import type { HttpHandler } from 'msw';
import type { Schemas } from '../api-types';
import type { SandboxContext } from '../context';
import { exception, notFound } from '../errors';
import { requireCaller } from '../guard';
import { api } from '../http';
import { idempotent } from '../idempotency';
import { readBody } from '../request-body';
import type { World } from '../world';
import { leasingOffers, slugIn, stockOf, type DeviceState } from '../world/devices';
import { languageOf, pick, type Language } from '../world/i18n';
import { media } from '../world/media';
import { paymentPageUrl, startPayment } from './payment-page';

function deviceOf(device: DeviceState, language: Language): Schemas['Device'] {
  const { sku, skuUrl, family, category, name, brand, colourHex, memory, price, oldPrice, isEsim, priority } = device;
  const monthly = leasingOffers(device).map((offer) => offer.monthlyPayment);
  return {
    sku,
    skuUrl: slugIn(device, language),
    family,
    category,
    name,
    brand,
    colourHex,
    memory,
    price,
    oldPrice,
    isEsim,
    priority,
    colour: device.colour ? pick(device.colour, language) : null,
    monthlyPrice: monthly.length > 0 ? Math.min(...monthly) : null,
    imageUrl: media(`devices/${skuUrl}`),
    inStock: stockOf(device) > 0,
  };
}

/** A device by SKU code or by its URL slug in any language (the device page's :skuUrl; an old address too). */
function findDevice(world: World, sku: string): DeviceState {
  const key = decodeURIComponent(sku).toLowerCase();
  const device = world.devices.find(
    (candidate) => candidate.sku.toLowerCase() === key || (['lt', 'en', 'ru'] as const).some((lang) => slugIn(candidate, lang) === key),
  );
  if (!device) throw notFound(`Device ${sku}`);
  return device;
}

function discountsOf(world: World, language: Language, homeOnly: boolean): Schemas['Discount'][] {
  const now = world.clock();
  return world.discounts
    .filter((d) => d.validFrom <= now && (!d.validTo || d.validTo > now) && (!homeOnly || d.showOnHome))
    .sort((a, b) => a.priority - b.priority)
    .map((d) => ({
      id: d.id,
      title: pick(d.title, language),
      description: pick(d.description, language),
      imageUrl: d.imageUrl,
      url: pick(d.url, language),
      label: d.label,
      validFrom: d.validFrom.toISOString(),
      validTo: d.validTo?.toISOString() ?? null,
      showOnHome: d.showOnHome,
      priority: d.priority,
    }));
}

/** Public content: discounts, foreign call rates, short links, devices and stock. */
export function corporateHandlers(ctx: SandboxContext): HttpHandler[] {
  return [
    api.get('/corporate/discounts', ({ request, query, response }) =>
      response(200).json(discountsOf(ctx.world(request), languageOf(request), query.get('home') === 'true')),
    ),

    api.get('/foreign-call-rates', ({ request, response }) => {
      const language = languageOf(request);
      const rates = ctx.world(request).foreignRates.map(({ country, ...rate }) => ({ ...rate, country: pick(country, language) }));
      return response(200).json(rates.sort((a, b) => a.country.localeCompare(b.country, language)));
    }),

    api.get('/shortlinks', ({ request, response }) => response(200).json(ctx.world(request).shortLinks.map((link) => ({ ...link })))),

    api.get('/devices', ({ request, query, response }) => {
      const language = languageOf(request);
      const skus = query.getAll('skuCode').map((sku) => sku.toLowerCase());
      const esimOnly = query.get('esim') === 'true';
      const devices = ctx
        .world(request)
        .devices.filter((device) => (skus.length === 0 || skus.includes(device.sku.toLowerCase())) && (!esimOnly || device.isEsim));
      return response(200).json(devices.sort((a, b) => a.priority - b.priority).map((device) => deviceOf(device, language)));
    }),

    api.get('/device/{sku}', ({ request, params, response }) => {
      const language = languageOf(request);
      const world = ctx.world(request);
      const device = findDevice(world, params.sku);
      return response(200).json({
        ...deviceOf(device, language),
        skuUrls: { lt: slugIn(device, 'lt'), en: slugIn(device, 'en'), ru: slugIn(device, 'ru') },
        description: pick(device.description, language),
        images: [1, 2, 3].map((n) => media(`devices/${device.skuUrl}-${n}`)),
        specifications: device.specifications.map((spec) => ({ name: pick(spec.name, language), value: pick(spec.value, language) })),
        variantSkus: world.devices
          .filter((other) => other.family === device.family)
          .sort((a, b) => a.priority - b.priority || a.sku.localeCompare(b.sku))
          .map((other) => other.sku),
        leasing: leasingOffers(device),
      });
    }),

    api.get('/device/{sku}/stock', ({ request, params, response }) => {
      const device = findDevice(ctx.world(request), params.sku);
      return response(200).json({ sku: device.sku, quantity: stockOf(device), shops: device.shops.map((shop) => ({ ...shop })) });
    }),

    // A device order: the full price (payment request type 0) or leasing (1) on the payment page; the
    // unit leaves the stock when the payment is approved (world/gateway.ts). A repeated Idempotency-Key
    // gets the first answer (idempotency.ts).
    api.post(
      '/device/{sku}/order',
      idempotent(ctx, async ({ request, params, response }) => {
        const { world, subscriber, language } = requireCaller(ctx, request);
        const device = findDevice(world, params.sku);
        const body = await readBody(request, 'DeviceOrderRequest');
        const place = body.shopId === null ? device.eshopStock : device.shops.find((shop) => shop.shopId === body.shopId)?.quantity;
        if (place === undefined) throw notFound(`Shop ${body.shopId}`);
        if (place < 1) throw exception(400, 'DeviceOutOfStockException');
        let amount = device.price;
        if (body.requestType === 1) {
          const offer = leasingOffers(device).find((candidate) => candidate.months === body.months);
          if (!offer) throw exception(400, 'LeasingNotOfferedException', [String(body.months ?? '')]);
          amount = offer.monthlyPayment;
        }
        const payment = startPayment(world, language, {
          kind: 'device',
          payer: subscriber.msisdn,
          target: subscriber.msisdn,
          amount,
          method: 'card',
          device: {
            sku: device.sku,
            // The page the payment returns to, in the payer's language.
            skuUrl: slugIn(device, language),
            requestType: body.requestType,
            months: body.requestType === 1 ? body.months : null,
            shopId: body.shopId,
          },
        });
        return response(200).json({ orderId: payment.id, redirectUrl: paymentPageUrl(request, payment.id) });
      }),
    ),
  ];
}
