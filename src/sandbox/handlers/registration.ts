import type { HttpHandler } from 'msw';
import { FeatureId } from '../../../generated/enums';
import type { SandboxContext } from '../context';
import { errorCodes, exception } from '../errors';
import { api } from '../http';
import { readBody } from '../request-body';
import { startSession } from '../tokens';
import type { World } from '../world';
import {
  codeConfirmed,
  expectCode,
  mayReceiveCode,
  nextSecret,
  send,
  SANDBOX_SMS_CODE,
  takeCode,
  type Registration,
} from '../world/auth-state';
import { languageOf, pick, text } from '../world/i18n';
import { returnPath } from '../world/return-paths';
import { numberOf } from '../world/subscribers';

const METHODS = [
  { schema: 'smart-id', name: text('Smart-ID', 'Smart-ID', 'Smart-ID'), requiresPersonalNumber: true },
  { schema: 'mobile-id', name: text('Mobilusis parašas', 'Mobile-ID', 'Мобильная подпись'), requiresPersonalNumber: true },
  { schema: 'bank', name: text('Elektroninė bankininkystė', 'Online banking', 'Интернет-банк'), requiresPersonalNumber: false },
] as const;

/** The registration a step refers to; a wrong guid or number is RegistrationNotFoundException. */
function registrationOf(world: World, guid: string, msisdn: string): Registration {
  const registration = world.auth.registrations.get(guid);
  if (!registration || registration.msisdn !== msisdn || !registration.confirmed) throw exception(400, 'RegistrationNotFoundException');
  return registration;
}

/** Identification succeeded: a forced "finish registration" flow is done (core §4 forced flows). */
function identified(world: World, registration: Registration): void {
  registration.identified = true;
  const subscriber = world.subscribers.get(registration.msisdn);
  if (subscriber) subscriber.mustFinishRegistration = false;
}

/**
 * Registration steps (/reg/...): add the number, confirm it by SMS, pick an identification method,
 * identify, then set a password. Smart-ID and Mobile-ID "confirm on the phone" at the second status poll.
 */
export function registrationHandlers(ctx: SandboxContext): HttpHandler[] {
  return [
    api.post('/registration/enrollment', async ({ request, response }) => {
      const world = ctx.world(request);
      const { msisdn } = await readBody(request, 'MsisdnRequest');
      if (world.disabledFeatures.has(FeatureId.CustomerRegistration)) throw exception(400, 'FeatureDisabledException');
      const subscriber = numberOf(world.subscribers, msisdn, world.clock());
      if (!subscriber) throw exception(400, 'InvalidMsisdnException', [msisdn]);
      if (subscriber.password && !subscriber.mustFinishRegistration) throw exception(400, 'UserAlreadyExistsException');
      if (!mayReceiveCode(world.auth, 'enrollment', msisdn)) throw exception(400, 'SmsChallengeThrottleException');
      expectCode(world.auth, msisdn, 'enrollment');
      send(world.auth, world.clock(), 'sms', msisdn, `Pulso registracijos kodas: ${SANDBOX_SMS_CODE}`);
      return response(200).json({ msisdn, method: 'sms', useDirect: false });
    }),

    api.post('/registration/enrollment/confirm', async ({ request, response }) => {
      const world = ctx.world(request);
      const { msisdn, code } = await readBody(request, 'SmsCodeRequest');
      if (!takeCode(world.auth, msisdn, 'enrollment', code)) throw exception(400, 'InvalidSmsCodeException');
      codeConfirmed(world.auth, 'enrollment', msisdn);
      const guid = nextSecret(world.auth, 'reg-');
      world.auth.registrations.set(guid, { guid, msisdn, confirmed: true, workflowId: null, schema: null, polls: 0, identified: false });
      return response(200).json({ msisdn, guid, useDirect: false });
    }),

    api.get('/registration/identification-methods', ({ request, response }) => {
      const language = languageOf(request);
      return response(200).json(METHODS.map((method) => ({ ...method, name: pick(method.name, language) })));
    }),

    api.post('/registration/identification', async ({ request, response }) => {
      const world = ctx.world(request);
      const body = await readBody(request, 'IdentificationRequest');
      const registration = registrationOf(world, body.guid, body.msisdn);
      if (body.schema !== 'bank' && !body.personalNumber) throw errorCodes(400, { code: 'PersonalNumberRequired' });
      registration.schema = body.schema;
      registration.workflowId = nextSecret(world.auth, 'wf-');
      registration.polls = 0;
      if (body.schema === 'bank') {
        // The bank confirms the identity and sends the browser straight to the confirmation step.
        identified(world, registration);
        const query = { msisdn: body.msisdn, guid: body.guid, schema: 'bank', success: 'true' };
        return response(200).json({
          workflowId: registration.workflowId,
          controlCode: null,
          redirectUrl: returnPath('identityConfirmation', languageOf(request), query),
        });
      }
      const controlCode = String(1000 + (Number(body.msisdn) % 9000));
      return response(200).json({ workflowId: registration.workflowId, controlCode, redirectUrl: null });
    }),

    api.get('/registration/status', ({ request, query, response }) => {
      const world = ctx.world(request);
      const registration = registrationOf(world, query.get('guid'), query.get('msisdn'));
      if (!registration.schema || registration.workflowId !== query.get('workflowId'))
        throw exception(400, 'RegistrationNotFoundException');
      registration.polls += 1;
      if (!registration.identified && registration.polls >= 2) identified(world, registration);
      const { msisdn, guid, workflowId, schema } = registration;
      return response(200).json({ msisdn, guid, workflowId, schema, status: registration.identified ? 'success' : 'pending' });
    }),

    api.post('/registration/password', async ({ request, response }) => {
      const world = ctx.world(request);
      const body = await readBody(request, 'RegistrationPasswordRequest');
      const registration = registrationOf(world, body.guid, body.msisdn);
      if (!registration.identified) throw exception(400, 'IdentificationNotFinishedException');
      const subscriber = world.subscribers.get(body.msisdn)!;
      subscriber.password = body.password;
      subscriber.mustFinishRegistration = false;
      world.auth.registrations.delete(body.guid);
      return response(200).json(startSession(world, subscriber, 'web', ctx.tokenTtlSeconds));
    }),
  ];
}
