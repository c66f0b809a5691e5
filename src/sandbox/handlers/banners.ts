import type { HttpHandler } from 'msw';
import type { Schemas } from '../api-types';
import type { SandboxContext } from '../context';
import { optionalCaller } from '../guard';
import { api } from '../http';
import { buttonUrl, userBanners, type BannerState } from '../world/banners';
import { languageOf, pick, type Language } from '../world/i18n';

function bannerBody(banner: BannerState, language: Language, isUserSpecificBanner: boolean): Schemas['InformationBanner'] {
  const { id, typeId, buttonClose, imageUrl, priority, showOnlyToLoggedInUsers, showOncePerSession } = banner;
  return {
    id,
    typeId,
    buttonClose,
    imageUrl,
    priority,
    showOnlyToLoggedInUsers,
    showOncePerSession,
    isUserSpecificBanner,
    locations: [...banner.locations],
    text: pick(banner.text, language),
    description: banner.description && pick(banner.description, language),
    buttonText: banner.buttonText && pick(banner.buttonText, language),
    buttonUrl: buttonUrl(banner, language),
  };
}

/**
 * Information banners: everyone gets the general ones (the client hides logged-in-only ones from
 * anonymous visitors); a valid token adds the subscriber's own.
 */
export function bannersHandlers(ctx: SandboxContext): HttpHandler[] {
  return [
    api.get('/feature-management/information-banners', ({ request, response }) => {
      const world = ctx.world(request);
      const language = languageOf(request);
      const caller = optionalCaller(ctx, request);
      const own = caller ? userBanners(caller.subscriber, world.clock()) : [];
      return response(200).json([
        ...world.banners
          .filter((banner) => banner.whileOff === undefined || world.disabledFeatures.has(banner.whileOff))
          .map((banner) => bannerBody(banner, language, false)),
        ...own.map((banner) => bannerBody(banner, language, true)),
      ]);
    }),
  ];
}
