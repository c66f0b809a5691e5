import type { HttpHandler } from 'msw';
import type { SandboxContext } from '../context';
import { exception } from '../errors';
import { api } from '../http';
import { readBody } from '../request-body';
import { startSession } from '../tokens';
import { codeConfirmed, expectCode, mayReceiveCode, nextSecret, send, SANDBOX_SMS_CODE, takeCode } from '../world/auth-state';

/**
 * Password recovery (/slaptazodzio-keitimas): SMS code -> recovery hash -> new password. The forced
 * password change starts at the last step with the hash from the action reminders. A fourth code for a
 * number that confirmed none answers SmsChallengeThrottleException.
 */
export function passwordHandlers(ctx: SandboxContext): HttpHandler[] {
  return [
    api.post('/password/recovery', async ({ request, response }) => {
      const world = ctx.world(request);
      const { msisdn } = await readBody(request, 'MsisdnRequest');
      if (!world.subscribers.get(msisdn)?.password) throw exception(400, 'UserNotFoundException');
      if (!mayReceiveCode(world.auth, 'recovery', msisdn)) throw exception(400, 'SmsChallengeThrottleException');
      expectCode(world.auth, msisdn, 'recovery');
      send(world.auth, world.clock(), 'sms', msisdn, `Pulso slaptažodžio keitimo kodas: ${SANDBOX_SMS_CODE}`);
      return response(204).empty();
    }),

    api.post('/password/recovery/verify', async ({ request, response }) => {
      const world = ctx.world(request);
      const { msisdn, code } = await readBody(request, 'SmsCodeRequest');
      if (!takeCode(world.auth, msisdn, 'recovery', code)) throw exception(400, 'InvalidSmsCodeException');
      codeConfirmed(world.auth, 'recovery', msisdn);
      const hash = nextSecret(world.auth, 'pr-');
      world.auth.recoveries.set(hash, msisdn);
      return response(200).json({ hash });
    }),

    api.post('/password/recovery/reset', async ({ request, response }) => {
      const world = ctx.world(request);
      const { hash, password } = await readBody(request, 'PasswordResetRequest');
      const subscriber = world.subscribers.get(world.auth.recoveries.get(hash) ?? '');
      if (!subscriber) throw exception(400, 'InvalidConfirmationLinkException');
      subscriber.password = password;
      subscriber.mustChangePassword = false;
      subscriber.remindPasswordChange = false;
      world.auth.recoveries.delete(hash);
      return response(200).json(startSession(world, subscriber, 'web', ctx.tokenTtlSeconds));
    }),
  ];
}
