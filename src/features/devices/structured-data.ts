import * as app from '@generated/app';
import type { Language } from '@generated/routes';
import type { DeviceDetails } from './device-data';
import { href } from '@/shared/routing/paths';
import { absoluteUrl } from '@/shared/routing/site-url';
import { plainText } from '@/shared/content/plain-text';

/**
 * A device page's schema.org Product with its Offer (JSON-LD in the prerendered page's head): what search
 * engines show as the product's name, picture, price and whether it is in stock.
 */
export function productData(device: DeviceDetails, lang: Language): object {
  const pictures = device.images.length ? device.images : [device.imageUrl];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: device.colour ? `${device.name}, ${device.colour}` : device.name,
    brand: { '@type': 'Brand', name: device.brand },
    sku: device.sku,
    description: plainText(device.description),
    image: pictures.filter(Boolean).map(absoluteUrl),
    ...(device.colour ? { color: device.colour } : {}),
    offers: {
      '@type': 'Offer',
      url: `${app.siteUrl}${href('Device', { skuUrl: device.skuUrl }, lang)}`,
      price: device.price.toFixed(2),
      priceCurrency: app.currency,
      itemCondition: 'https://schema.org/NewCondition',
      availability: device.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
}
