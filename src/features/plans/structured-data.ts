import * as app from '@generated/app';
import type { Language } from '@generated/routes';
import { href } from '@/shared/routing/paths';
import type { PlanSection } from './plan-sections';

/**
 * The Plans page's schema.org description (JSON-LD in the prerendered page's head): an ItemList of its
 * plans, each a Product with its Offer, so search engines can show the plans and their prices. A plan has no
 * picture of its own: the site's share picture (1200 × 630, raster) stands for it; a plan listed is one that
 * can be ordered online, so its offer is in stock (issue 50: Google's Product rich results want both).
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
        image: `${app.siteUrl}${app.shareImage}`,
        brand: { '@type': 'Brand', name: app.product.name },
        offers: {
          '@type': 'Offer',
          url,
          price: plan.price.toFixed(2),
          priceCurrency: app.currency,
          availability: 'https://schema.org/InStock',
        },
      },
    })),
  };
}
