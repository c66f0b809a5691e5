import type { components } from '@generated/api/schema';
import { FeatureId, type SocialLogin } from '@generated/enums';
import { type Language } from '@generated/routes';
import { href } from '@/shared/routing/paths';
import { accountData } from '@/shared/account/account-data';
import { orElse } from '@/shared/api/optional-data';
import type { Services } from '@/shared/services';
import { enabledSocialLogins } from '@/shared/session/social-logins';
import { featureOn } from '@/shared/account/features';

export type IdentificationSchema = components['schemas']['IdentificationSchema'];
export type RegistrationStatusValue = components['schemas']['RegistrationStatus']['status'];

const SCHEMAS: readonly IdentificationSchema[] = ['smart-id', 'mobile-id', 'bank'];
const STATUSES: readonly RegistrationStatusValue[] = ['pending', 'success', 'failure'];

/**
 * One registration as the steps' query carries it (core §2 query parameters): the number, the guid
 * the enrollment confirmation gave, the identification schema. Everything the steps need is in the
 * URL, so back, forward and a reload keep the user on the step, with its data.
 */
export interface RegistrationQuery {
  msisdn: string;
  guid: string;
  schema?: IdentificationSchema;
  useDirect: boolean;
}

/**
 * A started Smart-ID / Mobile-ID identification, kept in the identification step's history entry (not
 * the URL: the control code is for this browser only). A reload or back/forward keeps it, so polling
 * goes on where it was.
 */
export interface IdentificationState {
  workflowId: string;
  controlCode: string | null;
}

export function identificationStateOf(value: unknown): IdentificationState | undefined {
  const state = value as Partial<IdentificationState> | null | undefined;
  return typeof state?.workflowId === 'string' && state.workflowId
    ? { workflowId: state.workflowId, controlCode: state.controlCode ?? null }
    : undefined;
}

/**
 * The msisdn rule's precompiled validator (spec/validation.yaml), loaded with a step's data rather than
 * with its code: the rules' module is not part of a page's first JavaScript.
 */
const msisdnRule = () => import('@generated/validation/index').then((module) => module.ruleValidators.msisdn);

/** A number as the msisdn rule allows it, else undefined. */
export async function validMsisdn(value: string | null | undefined): Promise<string | undefined> {
  const trimmed = value?.trim() ?? '';
  return trimmed && (await msisdnRule())(trimmed) ? trimmed : undefined;
}

export function schemaOf(value: string | null | undefined): IdentificationSchema | undefined {
  return SCHEMAS.find((schema) => schema === value);
}

export function statusOf(value: string | null | undefined): RegistrationStatusValue | undefined {
  return STATUSES.find((status) => status === value?.toLowerCase());
}

/** The registration a step's query names, or undefined when the number or the guid is missing or malformed. */
export async function registrationOf(query: URLSearchParams): Promise<RegistrationQuery | undefined> {
  const msisdn = await validMsisdn(query.get('msisdn'));
  const guid = query.get('guid')?.trim();
  if (!msisdn || !guid || guid.length > 100) return undefined;
  return { msisdn, guid, schema: schemaOf(query.get('schema')), useDirect: query.get('useDirect') === 'true' };
}

/** The step after a confirmed number: identification, or, for an owner already known (useDirect), the finish. */
export function afterEnrollmentPath(lang: Language, session: { msisdn: string; guid: string; useDirect: boolean }): string {
  const { msisdn, guid, useDirect } = session;
  return useDirect
    ? href('RegistrationStatus', {}, lang, { msisdn, guid, status: 'success' })
    : href('RegistrationIdentificationMethods', {}, lang, { msisdn, guid });
}

/** Is customer registration switched on (CustomerRegistration 20)? An unreadable feature list does not block it. */
export async function registrationEnabled(services: Services): Promise<boolean> {
  return featureOn(await disabledFeatures(services), FeatureId.CustomerRegistration);
}

/** Disabled feature ids, or none when the list cannot be read. */
export function disabledFeatures(services: Services): Promise<number[] | null> {
  return orElse(accountData(services).disabledFeatures.get(), null);
}

/** The social logins that may be offered once the identity is confirmed (all while the feature list is unknown). */
export async function socialOffered(services: Services): Promise<SocialLogin[]> {
  return enabledSocialLogins(await disabledFeatures(services));
}
