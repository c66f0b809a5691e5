import type { TFunction } from 'i18next';
import { BannerLocation, InformationBannerType } from '@generated/enums';
import { type Language } from '@generated/routes';
import { href } from '@/shared/routing/paths';
import type { ApiBanner } from '@/shared/banners';
import { cardBanner } from '@/shared/banners/card-banner';
import { cardBannerState, type CardLike } from '@/shared/cards/card-state';
import type { ActionReminders } from '@/shared/session/forced-flow';

export const PASSWORD_REMINDER_ID = 'password-change-reminder';
export const SIM_BLOCKED_ID = 'sim-blocked';

/**
 * The Dashboard's own banners, shown by the one banner mechanism beside the API's and the
 * campaigns': the card banner (campaign seed §4, §9: priority 3, location Dashboard) and the
 * password-change reminder modal for a user flagged for it (§4), once per session; a blocked SIM's error banner
 * with the way to unblock it (issue 51), first of all.
 */
export function dashboardBanners(
  {
    card,
    reminders,
    user,
  }: { card: CardLike | null; reminders: ActionReminders | null; user?: { simStatus?: 'active' | 'blocked' } | null },
  now: Date,
  lang: Language,
  t: TFunction,
): ApiBanner[] {
  const banners: ApiBanner[] = [];
  if (user?.simStatus === 'blocked')
    banners.push({
      id: SIM_BLOCKED_ID,
      typeId: InformationBannerType.Error,
      text: t('dashboard:simBlocked.text'),
      description: null,
      buttonText: t('dashboard:simBlocked.button'),
      buttonUrl: href('SimCard', {}, lang),
      buttonClose: false,
      imageUrl: null,
      priority: 0, // assumed: before every other notice (the API's start at 1): the number does not work
      locations: [BannerLocation.Dashboard],
      showOnlyToLoggedInUsers: true,
      showOncePerSession: false,
      isUserSpecificBanner: true,
    });
  const forCard = cardBanner(cardBannerState(card, now), (state) => ({
    text: t(`cards:banner.${state}`),
    buttonText: t('cards:banner.button'),
    buttonUrl: href('SettingsPaymentCards', {}, lang),
  }));
  if (forCard) banners.push(forCard);
  if (reminders?.remindPasswordChange) {
    banners.push({
      id: PASSWORD_REMINDER_ID,
      typeId: InformationBannerType.Modal,
      text: t('common:banners.passwordChangeReminder.title'),
      description: t('common:banners.passwordChangeReminder.text'),
      buttonText: t('common:banners.passwordChangeReminder.change'),
      buttonUrl: href('SettingsLoginInfo', {}, lang),
      buttonClose: true,
      imageUrl: null,
      priority: 0, // assumed: before every other modal (the API's start at 1): it is about the account's safety
      locations: [BannerLocation.Dashboard],
      showOnlyToLoggedInUsers: true,
      showOncePerSession: true,
      isUserSpecificBanner: true,
    });
  }
  return banners;
}
