import type { HttpHandler } from 'msw';
import type { Schemas } from '../api-types';
import type { SandboxContext } from '../context';
import { requireCaller } from '../guard';
import { api } from '../http';
import { readBody } from '../request-body';
import type { World } from '../world';
import { CONSENT_TEXTS, CONSENT_TYPES } from '../world/consents';
import { cookiePolicy } from '../world/cookie-policy';
import { languageOf, pick, type Language } from '../world/i18n';

function consentsOf(world: World, msisdn: string, language: Language): Schemas['Consent'][] {
  const answers = world.consents.get(msisdn) ?? {};
  return CONSENT_TYPES.map((consentType) => ({
    consentType,
    agreed: answers[consentType] ?? null,
    title: pick(CONSENT_TEXTS[consentType].title, language),
    description: pick(CONSENT_TEXTS[consentType].description, language),
  }));
}

/** Consents; status 1 Agree, 2 Disagree. The cookie consent manager's banner and categories (public). */
export function consentHandlers(ctx: SandboxContext): HttpHandler[] {
  return [
    api.get('/consent/cookies', ({ request, response }) => response(200).json(cookiePolicy(languageOf(request)))),
    api.get('/consent/consents', ({ request, response }) => {
      const { world, subscriber, language } = requireCaller(ctx, request);
      return response(200).json(consentsOf(world, subscriber.msisdn, language));
    }),
    api.put('/consent/consents', async ({ request, response }) => {
      const { world, subscriber, language } = requireCaller(ctx, request);
      const { consents } = await readBody(request, 'ConsentUpdateRequest');
      const answers = { ...world.consents.get(subscriber.msisdn) };
      for (const { consentType, status } of consents) answers[consentType] = status === 1;
      world.consents.set(subscriber.msisdn, answers);
      return response(200).json(consentsOf(world, subscriber.msisdn, language));
    }),
  ];
}
