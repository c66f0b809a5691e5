import type { HttpHandler } from 'msw';
import { accountNumbersOf, simOf } from '../world/lines';
import type { Schemas } from '../api-types';
import type { SandboxContext } from '../context';
import { requireCaller } from '../guard';
import { api } from '../http';
import type { World } from '../world';
import { nextSecret } from '../world/auth-state';
import { balanceOf, GROUP_TITLES, type BucketGroupType } from '../world/balances';
import { pick, type Language } from '../world/i18n';
import { fullName, type Subscriber } from '../world/subscribers';
import { isoDate } from '../world/time';

const GROUP_ORDER: BucketGroupType[] = ['data', 'voice', 'sms', 'money'];

/** The guid a forced registration continues with: one confirmed registration per number. */
function registrationHash(world: World, subscriber: Subscriber): string | null {
  if (!subscriber.mustFinishRegistration) return null;
  for (const registration of world.auth.registrations.values()) if (registration.msisdn === subscriber.msisdn) return registration.guid;
  const guid = nextSecret(world.auth, 'reg-');
  world.auth.registrations.set(guid, {
    guid,
    msisdn: subscriber.msisdn,
    confirmed: true,
    workflowId: null,
    schema: null,
    polls: 0,
    identified: false,
  });
  return guid;
}

/** The recovery hash a forced password change uses (resetPassword). */
function passwordHash(world: World, subscriber: Subscriber): string | null {
  if (!subscriber.mustChangePassword) return null;
  for (const [hash, msisdn] of world.auth.recoveries) if (msisdn === subscriber.msisdn) return hash;
  const hash = nextSecret(world.auth, 'pr-');
  world.auth.recoveries.set(hash, subscriber.msisdn);
  return hash;
}

function groupedBuckets(world: World, subscriber: Subscriber, language: Language): Schemas['GroupedBuckets'] {
  const balance = balanceOf(world.balances, subscriber.msisdn, subscriber.customerType === 'postpaid');
  const now = world.clock();
  const live = balance.buckets.filter((bucket) => !bucket.validUntil || bucket.validUntil > now);
  return {
    balance:
      balance.amount === null ? null : { amount: balance.amount, validUntil: balance.validUntil ? isoDate(balance.validUntil) : null },
    groups: GROUP_ORDER.flatMap((type) => {
      const buckets = live.filter((bucket) => bucket.group === type);
      return buckets.length === 0
        ? []
        : [
            {
              type,
              title: pick(GROUP_TITLES[type], language),
              buckets: buckets.map((bucket) => ({
                id: bucket.id,
                name: pick(bucket.name, language),
                remaining: bucket.remaining,
                total: bucket.total,
                unit: bucket.unit,
                unlimited: bucket.total === null,
                validUntil: bucket.validUntil?.toISOString() ?? null,
              })),
            },
          ];
    }),
  };
}

/** The logged-in subscriber's data (core §3 user info, puk code and id card, action reminders). */
export function userInformationHandlers(ctx: SandboxContext): HttpHandler[] {
  return [
    api.get('/user-information/user', ({ request, response }) => {
      const { world, subscriber: s, holder } = requireCaller(ctx, request);
      return response(200).json({
        msisdn: s.msisdn,
        accountId: s.accountId,
        fullName: fullName(s),
        isEsim: s.isEsim,
        expirationDate: s.simValidUntil ? isoDate(s.simValidUntil) : null,
        email: s.email,
        language: s.language,
        customerType: s.customerType,
        accountNumbers: accountNumbersOf(world, world.subscribers.get(holder) ?? s).length,
        simStatus: simOf(world, s.msisdn).status,
      });
    }),
    api.get('/user-information/puk-code', ({ request, response }) => {
      const { subscriber } = requireCaller(ctx, request);
      return subscriber.pukCode ? response(200).json({ pukCode: subscriber.pukCode }) : response(204).empty();
    }),
    api.get('/user-information/id-card', ({ request, response }) => {
      const { subscriber } = requireCaller(ctx, request);
      return subscriber.idCardId ? response(200).json({ cardId: subscriber.idCardId }) : response(204).empty();
    }),
    api.get('/user-information/action-reminders', ({ request, response }) => {
      const { world, subscriber } = requireCaller(ctx, request);
      return response(200).json({
        forceFinishRegistration: subscriber.mustFinishRegistration,
        forceFinishPasswordRemind: subscriber.mustChangePassword,
        remindPasswordChange: subscriber.remindPasswordChange,
        registrationConfirmHash: registrationHash(world, subscriber),
        passwordConfirmHash: passwordHash(world, subscriber),
      });
    }),
    api.get('/user-information/v2/grouped-buckets', ({ request, response }) => {
      const { world, subscriber, language } = requireCaller(ctx, request);
      return response(200).json(groupedBuckets(world, subscriber, language));
    }),
  ];
}
