import type { components } from '@generated/api/schema';
import { forms } from '@generated/forms/index';
import type { CardConsentFormData } from '@generated/forms/card-consent';
import type { RefillFormData } from '@generated/forms/refill';
import type { RefillMobileFormData } from '@generated/forms/refill-mobile';
import type { RefillVoucherFormData } from '@generated/forms/refill-voucher';
import type { FormDefinition } from '@generated/forms/types';
import { accountData } from '@/shared/account/account-data';
import { unwrap } from '@/shared/api/client';
import { isHandled } from '@/shared/api/api-error';
import { orElse } from '@/shared/api/optional-data';
import { loadBanners, type BannerData } from '@/shared/banners';
import type { Services } from '@/shared/services';

export interface RefillData {
  forms: {
    refill: FormDefinition<RefillFormData>;
    mobile: FormDefinition<RefillMobileFormData>;
    voucher: FormDefinition<RefillVoucherFormData>;
    cardConsent: FormDefinition<CardConsentFormData>;
  };
  disabledFeatures: readonly number[];
  configs: Readonly<Record<string, string>>;
  /** The logged-in user's saved card; null when none (204), when anonymous, or when it failed to load. */
  card: components['schemas']['CreditCard'] | null;
  /** The information banners of the Refill location (campaign seed §3); none when they fail to load. */
  banners: BannerData;
}

/** The saved card. Card info failures are silent (campaigns §8): the page works without it. */
async function loadCard(services: Services): Promise<RefillData['card']> {
  return (await orElse(unwrap(services.api.GET('/payment/payments/card')), null)) ?? null;
}

/**
 * Everything the refill page needs, in parallel: its four forms, features, configs and the saved card. The page
 * stands without the features and configs (issue 47 F4): none known disabled, no config, so no card payment for
 * a prepaid order is offered; the popup says the failure once, and the API still refuses what is switched off.
 */
export async function loadRefillData(services: Services): Promise<RefillData> {
  const account = accountData(services);
  const [refill, mobile, voucher, cardConsent, shell, card, banners] = await Promise.all([
    forms.refill(),
    forms['refill-mobile'](),
    forms['refill-voucher'](),
    forms['card-consent'](),
    Promise.allSettled([account.disabledFeatures.get(), account.configs.get()]),
    services.session.getSnapshot().isLoggedIn ? loadCard(services) : Promise.resolve(null),
    loadBanners(services),
  ]);
  const [features, configs] = shell;
  const failed = shell.find((result) => result.status === 'rejected');
  if (failed?.status === 'rejected') {
    if (isHandled(failed.reason)) throw failed.reason;
    services.fail(failed.reason);
  }
  return {
    forms: { refill, mobile, voucher, cardConsent },
    disabledFeatures: features.status === 'fulfilled' ? features.value : [],
    configs: configs.status === 'fulfilled' ? configs.value : {},
    card,
    banners,
  };
}
