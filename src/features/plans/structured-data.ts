import * as app from '@generated/app';
import type { Language } from '@generated/routes';
import { href } from '@/shared/routing/paths';
import type { PlanSection } from './plan-sections';

/**
 * The Plans page's schema.org description (JSON-LD in the prerendered page's head): an ItemList of its
 * plans, each a Product with its Offer, so search engines can show the plans and their prices.
 */
export function plansData(sections: readonly PlanSection[], lang: Language): object {
  const url = `${app.siteUrl}${href('Plans', {}, lang)}`;
  const plans = sections.flatMap((section) => section.plans);
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    url,
    itemListElement: plans.map((plan, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Product',
        name: plan.name,
        description: plan.description,
        sku: plan.code,
        brand: { '@type': 'Brand', name: app.product.name },
        offers: { '@type': 'Offer', url, price: plan.price.toFixed(2), priceCurrency: app.currency },
      },
    })),
  };
}
