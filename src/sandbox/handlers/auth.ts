import type { HttpHandler } from 'msw';
import type { SandboxContext } from '../context';
import { exception, unauthorized } from '../errors';
import { requireCaller } from '../guard';
import { api } from '../http';
import { readBody } from '../request-body';
import { issueToken, startSession } from '../tokens';
import { expectCode, LOGIN_ATTEMPTS, LOGIN_LOCK_MINUTES, send, SANDBOX_SMS_CODE, SMS_CHALLENGE_LIMIT, takeCode } from '../world/auth-state';
import { numberOf } from '../world/subscribers';

/** Login, logout, tokens and the SMS challenge (core §4 login state, opening Login). */
export function authHandlers(ctx: SandboxContext): HttpHandler[] {
  return [
    // Network auto-login needs the operator's mobile network, which a sandbox browser never is on.
    api.get('/auth/auto-login/check', ({ response }) => response(200).json({ result: false })),

    api.get('/auth/token', ({ request, response }) => {
      const world = ctx.world(request);
      const subscriber = world.auth.ssoMsisdn ? world.subscribers.get(world.auth.ssoMsisdn) : undefined;
      if (!subscriber) throw unauthorized('No single sign-on session in this browser');
      return response(200).json({ result: issueToken(world, subscriber, ctx.tokenTtlSeconds) });
    }),

    api.post('/auth/token/exchange', ({ request, response }) => {
      // the new token keeps the number that logged in, so a switched number can still switch back
      const { world, subscriber, holder } = requireCaller(ctx, request);
      return response(200).json({ result: issueToken(world, subscriber, ctx.tokenTtlSeconds, 'portal', holder) });
    }),

    api.post('/auth/login', async ({ request, response }) => {
      const world = ctx.world(request);
      const { msisdn, password } = await readBody(request, 'LoginRequest');
      const subscriber = world.subscribers.get(msisdn);
      // Passwords are throttled as SMS codes are: after LOGIN_ATTEMPTS wrong ones in a row, even the right one waits.
      const failures = world.auth.loginFailures.get(msisdn) ?? { count: 0, lockedUntil: null };
      const now = world.clock();
      if (failures.lockedUntil && failures.lockedUntil > now) {
        const minutes = Math.ceil((failures.lockedUntil.getTime() - now.getTime()) / 60_000);
        throw exception(400, 'TooManyLoginAttemptsException', [String(minutes)]);
      }
      if (!subscriber?.password || subscriber.password !== password) {
        subscriber?.loginHistory.unshift({ at: now, channel: 'web', success: false, ipAddress: '127.0.0.1' });
        const count = failures.lockedUntil ? 1 : failures.count + 1;
        const locked = count >= LOGIN_ATTEMPTS ? new Date(now.getTime() + LOGIN_LOCK_MINUTES * 60_000) : null;
        world.auth.loginFailures.set(msisdn, { count, lockedUntil: locked });
        if (locked) throw exception(400, 'TooManyLoginAttemptsException', [String(LOGIN_LOCK_MINUTES)]);
        throw exception(400, 'InvalidCredentialsException');
      }
      world.auth.loginFailures.delete(msisdn);
      return response(200).json(startSession(world, subscriber, 'web', ctx.tokenTtlSeconds));
    }),

    api.post('/auth/logout', ({ request, response }) => {
      const { world, claims } = requireCaller(ctx, request);
      world.auth.tokens.delete(claims.jti);
      world.auth.ssoMsisdn = null;
      // The browsing-protection area's session of the same number ends with it (issue 47 F1): its tokens too.
      if (world.protection.sessionMsisdn === claims.Msisdn) world.protection.sessionMsisdn = null;
      for (const [jti, issued] of world.auth.tokens)
        if (issued.scope === 'protection' && issued.msisdn === claims.Msisdn) world.auth.tokens.delete(jti);
      return response(204).empty();
    }),

    api.post('/auth/sms-challenge', async ({ request, response }) => {
      const world = ctx.world(request);
      const { msisdn } = await readBody(request, 'MsisdnRequest');
      const subscriber = numberOf(world.subscribers, msisdn, world.clock());
      if (!subscriber) throw exception(400, 'InvalidMsisdnException', [msisdn]);
      if (!subscriber.password) throw exception(400, 'UserNotFoundException');
      const sent = world.auth.smsChallenges.get(msisdn) ?? 0;
      if (sent >= SMS_CHALLENGE_LIMIT) throw exception(400, 'SmsChallengeThrottleException');
      world.auth.smsChallenges.set(msisdn, sent + 1);
      expectCode(world.auth, msisdn, 'challenge');
      send(world.auth, world.clock(), 'sms', msisdn, `Pulso prisijungimo kodas: ${SANDBOX_SMS_CODE}`);
      return response(204).empty();
    }),

    api.post('/auth/sms-challenge/verify', async ({ request, response }) => {
      const world = ctx.world(request);
      const { msisdn, code } = await readBody(request, 'SmsCodeRequest');
      const subscriber = world.subscribers.get(msisdn);
      if (!subscriber?.password || !takeCode(world.auth, msisdn, 'challenge', code)) throw exception(400, 'InvalidSmsCodeException');
      world.auth.smsChallenges.delete(msisdn);
      return response(200).json(startSession(world, subscriber, 'sms-challenge', ctx.tokenTtlSeconds));
    }),
  ];
}
