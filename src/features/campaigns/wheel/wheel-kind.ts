import { unwrap } from '@/shared/api/client';
import { optionalData } from '@/shared/api/optional-data';
import { preloadable } from '@/shared/ui/preloadable';
import type { CampaignKindRenderer } from '../kinds';
import { ensureNamespaces } from '@/shared/i18n/ensure-texts';

/**
 * The awards points campaign (kind wheel). Its public page adds how to earn points (the medals, with the
 * customer's points and progress when logged in) and the prize store; the points page, the wheel and the
 * delivery are screens of their own. The store and medals are secondary: the page shows without them.
 */
export const wheelRenderer: CampaignKindRenderer = {
  async load({ services, page }) {
    if (page.kind !== 'landing') return undefined;
    const loggedIn = services.session.getSnapshot().isLoggedIn;
    const [prizes, balance, actions] = await Promise.all([
      optionalData(services, unwrap(services.api.GET('/awards-campaign/prizes')), []),
      loggedIn ? optionalData(services, unwrap(services.api.GET('/awards-campaign/balance')), null) : null,
      loggedIn ? optionalData(services, unwrap(services.api.GET('/awards-campaign/actions')), null) : null,
      ensureNamespaces(services.i18n, ['enums']),
    ]);
    return { prizes, balance, actions };
  },
  parts: {
    landing: preloadable(() => import('./AwardsLandingPart')),
  },
};
