import type { HttpHandler } from 'msw';
import type { SandboxContext } from '../context';
import { errorCodes, exception, notFound } from '../errors';
import { requireCaller } from '../guard';
import { api } from '../http';
import { readBody } from '../request-body';
import { href } from '../../shared/routing/paths';
import { addWinning, awardsAccountOf, nextGameWins, type AwardsAccount } from '../world/awards';
import { AWARDS_PRIZE_TYPE, awardsPrize, SHIPPABLE_TYPES } from '../world/awards-prizes';
import { EMAIL_LINK_VALID_HOURS, nextSecret, SANDBOX_SMS_CODE, send } from '../world/auth-state';
import { canPay } from '../world/cards';
import { languageOf } from '../world/i18n';
import { isPickupLocation } from '../world/pickup-locations';
import { winningBody } from './awards';

/** The optional purchase body: absent, or a JSON object saying how a ForSale prize is paid. */
async function paymentMethodOf(request: Request): Promise<1 | 2 | null> {
  if (!(await request.clone().text()).trim()) return null;
  return (await readBody(request, 'AwardsPurchaseRequest')).paymentMethod;
}

function winningOf(account: AwardsAccount, id: number) {
  const winning = account.winnings.find((candidate) => candidate.winningId === id);
  if (!winning) throw notFound(`Winning ${id}`);
  return winning;
}

/** The store, the wheel and the delivery of won prizes (campaign seed §4 awards wheel: ready, started, confirm, finished). */
export function awardsStoreHandlers(ctx: SandboxContext): HttpHandler[] {
  return [
    api.post('/awards-campaign/purchase/{id}', async ({ request, params, response }) => {
      const { world, subscriber, language } = requireCaller(ctx, request);
      const prize = awardsPrize(Number(params.id));
      if (!prize) throw notFound(`Prize ${params.id}`);
      if (!prize.isActive || prize.typeId === AWARDS_PRIZE_TYPE.Nothing) throw exception(400, 'PrizeNotAvailableException');
      const account = awardsAccountOf(world.awards, subscriber.msisdn);
      const now = world.clock();
      if (prize.typeId === AWARDS_PRIZE_TYPE.ForSale) {
        // paid in euros, not points: a new card goes through the card page, a saved one is charged at once
        const method = await paymentMethodOf(request);
        if (method === null) throw errorCodes(400, { code: 'PaymentMethodRequired' });
        if (method === 2 && !canPay(world.cards.get(subscriber.msisdn), now)) throw exception(400, 'CardNotFoundException');
        const winning = addWinning(world.awards, account, prize, true, now);
        // assumed: the card page is not part of the sandbox; a card payment "returns" to the delivery form at once
        const redirectUrl = method === 1 ? href('AwardsDelivery', { winning: String(winning.winningId) }, language) : null;
        return response(200).json({ prizeType: prize.typeId, winningId: winning.winningId, points: account.points, redirectUrl });
      }
      if (account.points < prize.points) throw exception(400, 'InsufficientPointsException', [prize.points, account.points]);
      account.points -= prize.points;
      if (prize.typeId === AWARDS_PRIZE_TYPE.Lottery) {
        // a lottery prize buys a spin of the wheel, played on the lottery page
        account.tickets.set(prize.id, (account.tickets.get(prize.id) ?? 0) + 1);
        return response(200).json({ prizeType: prize.typeId, winningId: null, points: account.points, redirectUrl: null });
      }
      const winning = addWinning(world.awards, account, prize, true, now);
      return response(200).json({ prizeType: prize.typeId, winningId: winning.winningId, points: account.points, redirectUrl: null });
    }),

    api.post('/awards-campaign/start-game', async ({ request, response }) => {
      const { world, subscriber, language } = requireCaller(ctx, request);
      const { prizeId } = await readBody(request, 'AwardsGameRequest');
      const account = awardsAccountOf(world.awards, subscriber.msisdn);
      const tickets = account.tickets.get(prizeId) ?? 0;
      const prize = awardsPrize(prizeId);
      if (!prize || tickets < 1) throw exception(400, 'LotteryTicketRequiredException');
      account.tickets.set(prizeId, tickets - 1);
      if (!nextGameWins(account)) return response(200).json({ prizeType: AWARDS_PRIZE_TYPE.Nothing, winning: null });
      const winning = addWinning(world.awards, account, prize, false, world.clock());
      return response(200).json({ prizeType: prize.typeId, winning: winningBody(winning, language) });
    }),

    api.post('/awards-campaign/confirm/{id}', ({ request, params, response }) => {
      const { world, subscriber, language } = requireCaller(ctx, request);
      const winning = winningOf(awardsAccountOf(world.awards, subscriber.msisdn), Number(params.id));
      if (winning.isConfirmed) throw exception(400, 'WinningAlreadyConfirmedException');
      winning.isConfirmed = true;
      return response(200).json(winningBody(winning, language));
    }),

    api.post('/awards-campaign/shipment', async ({ request, response }) => {
      const { world, subscriber } = requireCaller(ctx, request);
      const body = await readBody(request, 'AwardsShipment');
      const winning = winningOf(awardsAccountOf(world.awards, subscriber.msisdn), body.winningId);
      if (!SHIPPABLE_TYPES.includes(winning.prizeType)) throw exception(400, 'PrizeNotShippableException');
      if (!winning.isConfirmed) throw exception(400, 'WinningNotConfirmedException');
      if (winning.shipment) throw exception(400, 'ShipmentAlreadyExistsException');
      if (!isPickupLocation(body.deliveryLocation)) throw exception(400, 'LocationNotFoundException', [body.deliveryLocation]);
      const linkHash = nextSecret(world.auth, 'aw-');
      winning.shipment = { ...body, emailConfirmed: false, linkHash, linkSentAt: world.clock() };
      // the mail carries the code and a link to the portal's page that confirms it (AwardsEmailLink)
      const link = href('AwardsEmailLink', { userId: subscriber.accountId, hash: linkHash }, languageOf(request));
      send(world.auth, world.clock(), 'email', body.email, `Pulso taškai: patvirtinimo kodas ${SANDBOX_SMS_CODE}, arba nuoroda ${link}`);
      return response(204).empty();
    }),

    api.post('/awards-campaign/email', async ({ request, response }) => {
      const { world, subscriber } = requireCaller(ctx, request);
      const { code, email } = await readBody(request, 'AwardsEmailConfirmation');
      const waiting = awardsAccountOf(world.awards, subscriber.msisdn).winnings.find(
        (winning) => winning.shipment && !winning.shipment.emailConfirmed && winning.shipment.email === email,
      );
      if (!waiting?.shipment || code !== SANDBOX_SMS_CODE) throw exception(400, 'InvalidEmailCodeException');
      waiting.shipment.emailConfirmed = true;
      return response(204).empty();
    }),

    api.post('/awards-campaign/email/{userId}/{hash}', ({ request, params, response }) => {
      const world = ctx.world(request);
      const msisdn = [...world.subscribers.values()].find((candidate) => candidate.accountId === params.userId)?.msisdn;
      const account = msisdn ? world.awards.accounts.get(msisdn) : undefined;
      const shipment = account?.winnings.find((winning) => winning.shipment?.linkHash === params.hash)?.shipment;
      if (!shipment) throw exception(400, 'InvalidConfirmationLinkException');
      // the same link again (the mail opened twice) confirms nothing new, and says it is confirmed
      if (shipment.emailConfirmed) return response(204).empty();
      if (world.clock().getTime() - shipment.linkSentAt.getTime() > EMAIL_LINK_VALID_HOURS * 3_600_000) {
        throw exception(400, 'ConfirmationLinkExpiredException');
      }
      shipment.emailConfirmed = true;
      return response(204).empty();
    }),
  ];
}
