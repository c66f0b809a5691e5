import type { HttpHandler } from 'msw';
import type { Schemas } from '../api-types';
import type { SandboxContext } from '../context';
import { exception } from '../errors';
import { requireCaller } from '../guard';
import { api } from '../http';
import { readBody } from '../request-body';
import { awardsAccountOf, completeMedal, type AwardsAccount, type AwardsWinningState } from '../world/awards';
import { AWARDS_PRIZES, awardsPrize, MEDAL_POINTS, MEDAL_TYPES, REPORTABLE_MEDALS, type MedalType } from '../world/awards-prizes';
import { CONSENT_TEXTS, CONSENT_TYPES, type ConsentType } from '../world/consents';
import { languageOf, pick, type Language } from '../world/i18n';
import { PICKUP_LOCATIONS } from '../world/pickup-locations';

export function winningBody(winning: AwardsWinningState, language: Language): Schemas['AwardsWinning'] {
  const prize = awardsPrize(winning.prizeId);
  return {
    winningId: winning.winningId,
    prizeName: prize ? pick(prize.name, language) : '',
    prizeId: winning.prizeId,
    prizeType: winning.prizeType,
    isConfirmed: winning.isConfirmed,
    isShipped: winning.shipment !== null,
    isEmailConfirmed: winning.shipment?.emailConfirmed ?? false,
  };
}

function actionsBody(account: AwardsAccount): Schemas['AwardsAction'][] {
  return MEDAL_TYPES.map((medalType) => ({ medalType, points: MEDAL_POINTS[medalType], isCompleted: account.completed.has(medalType) }));
}

/** Agreeing to a consent earns its medal; direct marketing's medal carries the consent's own name. */
const CONSENT_MEDALS: Record<ConsentType, MedalType> = {
  DirectMarketing: 'DirectMarketing',
  TrafficLocation: 'ConsentTrafficLocation',
  ThirdParty: 'ConsentThirdParty',
};

/** Awards reads, actions and consents (campaign seed §3 Awards); the store and wheel are in awards-store.ts. */
export function awardsHandlers(ctx: SandboxContext): HttpHandler[] {
  return [
    api.get('/awards-campaign/balance', ({ request, response }) => {
      const { world, subscriber } = requireCaller(ctx, request);
      const account = awardsAccountOf(world.awards, subscriber.msisdn);
      const lotteryTickets = [...account.tickets].filter(([, count]) => count > 0).map(([prizeId, count]) => ({ prizeId, count }));
      return response(200).json({ points: account.points, lotteryTickets });
    }),

    api.get('/awards-campaign/actions', ({ request, response }) => {
      const { world, subscriber } = requireCaller(ctx, request);
      return response(200).json(actionsBody(awardsAccountOf(world.awards, subscriber.msisdn)));
    }),

    api.post('/awards-campaign/actions/update', async ({ request, response }) => {
      const { world, subscriber } = requireCaller(ctx, request);
      const { medalType } = await readBody(request, 'AwardsActionUpdate');
      if (!REPORTABLE_MEDALS.includes(medalType)) throw exception(400, 'ActionNotReportableException', [medalType]);
      const account = awardsAccountOf(world.awards, subscriber.msisdn);
      completeMedal(account, medalType); // reporting a done action again changes nothing
      return response(200).json(actionsBody(account));
    }),

    api.get('/awards-campaign/prizes', ({ request, response }) => {
      const language = languageOf(request);
      const prizes = [...AWARDS_PRIZES].sort((a, b) => a.priority - b.priority);
      return response(200).json(
        prizes.map((prize) => ({
          id: prize.id,
          name: pick(prize.name, language),
          colors: [...prize.colors],
          priority: prize.priority,
          imageUrls: [...prize.imageUrls],
          description: pick(prize.description, language),
          price: prize.price,
          isActive: prize.isActive,
          typeId: prize.typeId,
          points: prize.points,
        })),
      );
    }),

    api.get('/awards-campaign/locations', ({ response }) => response(200).json([...PICKUP_LOCATIONS])),

    api.get('/awards-campaign/winnings', ({ request, response }) => {
      const { world, subscriber, language } = requireCaller(ctx, request);
      const { winnings } = awardsAccountOf(world.awards, subscriber.msisdn);
      return response(200).json(winnings.map((winning) => winningBody(winning, language)));
    }),

    // The campaign's consents are the subscriber's consents (world.consents), shared with /consent/consents.
    api.get('/awards-campaign/consents', ({ request, response }) => {
      const { world, subscriber, language } = requireCaller(ctx, request);
      const answers = world.consents.get(subscriber.msisdn) ?? {};
      return response(200).json(
        CONSENT_TYPES.map((consentType) => ({
          consentType,
          agreed: answers[consentType] ?? null,
          title: pick(CONSENT_TEXTS[consentType].title, language),
          description: pick(CONSENT_TEXTS[consentType].description, language),
        })),
      );
    }),

    api.post('/awards-campaign/consents', async ({ request, response }) => {
      const { world, subscriber } = requireCaller(ctx, request);
      const { consents } = await readBody(request, 'ConsentUpdateRequest');
      const answers = { ...world.consents.get(subscriber.msisdn) };
      const account = awardsAccountOf(world.awards, subscriber.msisdn);
      for (const { consentType, status } of consents) {
        answers[consentType] = status === 1;
        if (status === 1) completeMedal(account, CONSENT_MEDALS[consentType]);
      }
      world.consents.set(subscriber.msisdn, answers);
      return response(204).empty();
    }),
  ];
}
