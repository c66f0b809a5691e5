import type { HttpHandler } from 'msw';
import type { SandboxContext } from '../context';
import { errorCodes, exception, unauthorized } from '../errors';
import { api } from '../http';
import { safeRedirectPath } from '../../shared/navigation/safe-redirect';
import { redirectTo } from '../redirect';
import { readBody } from '../request-body';
import { issueToken } from '../tokens';
import { send, SANDBOX_SMS_CODE, SMS_CHALLENGE_LIMIT } from '../world/auth-state';
import { entryStatusOf } from '../world/protection';

const ENTRY = '/narsyk';
/**
 * The longest returnUrl the entry takes back (# assumed): a path of this site is far shorter, and one of 4 kB
 * or more would make the redirect's Location header larger than a proxy's buffer (nginx answered 502, issue 47 F6).
 */
export const MAX_RETURN_URL = 2048;

/**
 * The browsing-protection entry's own session (campaign seed §4): the partner auto-login answers a
 * status by redirect; status 1 or a passed SMS challenge opens the session whose token the area keeps.
 */
export function narsykHandlers(ctx: SandboxContext): HttpHandler[] {
  return [
    api.get('/narsyk/auth/auto-login', ({ request, query }) => {
      const world = ctx.world(request);
      const state = world.protection;
      const returnUrl = query.get('returnUrl');
      if (returnUrl && returnUrl.length > MAX_RETURN_URL)
        throw errorCodes(400, { code: 'InvalidRequest', message: `returnUrl is longer than ${MAX_RETURN_URL} characters` });
      // no number given: the sandbox plays the mobile network, which recognises the browser's SIM
      const msisdn = query.get('msisdn') || state.networkMsisdn;
      const status = entryStatusOf(state, msisdn, world.subscribers.has(msisdn), SMS_CHALLENGE_LIMIT);
      if (status === 1) state.sessionMsisdn = msisdn;
      // Only a path of this site may be returned to (redirectTo checks it as the app checks its own).
      const target = new URL(safeRedirectPath(returnUrl) ?? ENTRY, 'http://entry');
      target.searchParams.set('status', String(status));
      if (status === 3) target.searchParams.set('msisdn', msisdn);
      return redirectTo(`${target.pathname}${target.search}`, ENTRY);
    }),

    api.get('/narsyk/auth/token', ({ request, response }) => {
      const world = ctx.world(request);
      const subscriber = world.protection.sessionMsisdn ? world.subscribers.get(world.protection.sessionMsisdn) : undefined;
      if (!subscriber) throw unauthorized('No browsing-protection session in this browser');
      return response(200).json({ result: issueToken(world, subscriber, ctx.tokenTtlSeconds, 'protection') });
    }),

    api.post('/narsyk/auth/sms-challenge', async ({ request, response }) => {
      const world = ctx.world(request);
      const state = world.protection;
      const { msisdn } = await readBody(request, 'MsisdnRequest');
      if (!world.subscribers.has(msisdn)) throw exception(400, 'UserNotFoundException');
      const sent = state.challengesSent.get(msisdn) ?? 0;
      if (sent >= SMS_CHALLENGE_LIMIT) throw exception(400, 'SmsChallengeThrottleException');
      state.challengesSent.set(msisdn, sent + 1);
      state.pendingChallenges.add(msisdn);
      send(world.auth, world.clock(), 'sms', msisdn, `Naršyk saugiai: patvirtinimo kodas ${SANDBOX_SMS_CODE}`);
      return response(204).empty();
    }),

    api.post('/narsyk/auth/sms-challenge/verify', async ({ request, response }) => {
      const world = ctx.world(request);
      const state = world.protection;
      const { msisdn, code } = await readBody(request, 'SmsCodeRequest');
      const subscriber = world.subscribers.get(msisdn);
      if (!subscriber || !state.pendingChallenges.has(msisdn) || code !== SANDBOX_SMS_CODE) throw exception(400, 'InvalidSmsCodeException');
      state.pendingChallenges.delete(msisdn);
      state.challengesSent.delete(msisdn);
      state.sessionMsisdn = msisdn;
      return response(200).json({ result: issueToken(world, subscriber, ctx.tokenTtlSeconds, 'protection') });
    }),
  ];
}
