import * as app from '@generated/app';
import type { Language } from '@generated/routes';
import type { DeviceDetails } from './device-data';
import { href } from '@/shared/routing/paths';
import { absoluteUrl } from '@/shared/routing/site-url';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * The words of the API's description HTML, for the page baked at build time (shown as text, which React
 * escapes; the browser shows the sanitised markup once live) and for search engines' description.
 */
function plainText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) =>
      name[0] === '#'
        ? String.fromCodePoint(parseInt(name.slice(name[1] === 'x' ? 2 : 1), name[1] === 'x' ? 16 : 10))
        : (ENTITIES[name] ?? entity),
    )
    .replace(/\s+/g, ' ')
    .trim();
}

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
