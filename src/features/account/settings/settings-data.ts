import type { components } from '@generated/api/schema';
import { FeatureId } from '@generated/enums';
import { forms } from '@generated/forms/index';
import type { FormDefinition } from '@generated/forms/types';
import { accountData } from '@/shared/account/account-data';
import { unwrap } from '@/shared/api/client';
import type { Services } from '@/shared/services';
import { settle } from '../common/load';
import { featureOn } from '@/shared/account/features';

type Schemas = components['schemas'];
export type Profile = Schemas['Profile'];
export type Consent = Schemas['Consent'];
export type CreditCard = Schemas['CreditCard'];
export type LoginHistoryPage = Schemas['LoginHistoryPage'];

/** The settings tabs (core §2), in their order; each is a child route of Settings, with a screen of its own. */
export const SETTINGS_TABS = ['SettingsPersonalInfo', 'SettingsPaymentCards', 'SettingsLoginInfo', 'SettingsLoginHistory'] as const;
export type SettingsTabKey = (typeof SETTINGS_TABS)[number];

export const LOGIN_HISTORY_PAGE_SIZE = 10;

export type SettingsData =
  | { tab: 'SettingsPersonalInfo'; profile: Profile | null; consents: Consent[] | null; form: FormDefinition }
  | { tab: 'SettingsPaymentCards'; card: CreditCard | null; cardLoaded: boolean; canAddCard: boolean; consentForm: FormDefinition }
  | { tab: 'SettingsLoginInfo'; form: FormDefinition }
  | { tab: 'SettingsLoginHistory'; history: LoginHistoryPage | null };

/** The page of the login history a ?page= asks for: a whole number from 1, else the first page. */
export function pageOf(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** A tab's data. */
export type TabData<K extends SettingsTabKey> = Extract<SettingsData, { tab: K }>;

/** Personal information (Settings' own address too): the profile and the consents, with the form. */
export async function loadPersonalInfo(services: Services): Promise<TabData<'SettingsPersonalInfo'>> {
  const { api } = services;
  const [form, [profile, consents]] = await Promise.all([
    forms['personal-information'](),
    settle<[Profile, Consent[]]>(services, [unwrap(api.GET('/profile/v2/user')), unwrap(api.GET('/consent/consents'))]),
  ]);
  return { tab: 'SettingsPersonalInfo', form, profile, consents };
}

/**
 * The saved card. No card answers 204 (no body): card null. A failed load is told apart (cardLoaded
 * false). The feature list failing only means the add button shows; the API still refuses a disabled
 * feature.
 */
export async function loadPaymentCards(services: Services): Promise<TabData<'SettingsPaymentCards'>> {
  const [consentForm, disabled, [saved]] = await Promise.all([
    forms['card-consent'](),
    accountData(services)
      .disabledFeatures.get()
      .catch(() => [] as number[]),
    settle<[{ card: CreditCard | null }]>(services, [
      unwrap(services.api.GET('/payment/payments/card')).then((card) => ({ card: card ?? null })),
    ]),
  ]);
  return {
    tab: 'SettingsPaymentCards',
    consentForm,
    card: saved?.card ?? null,
    cardLoaded: saved !== null,
    canAddCard: featureOn(disabled, FeatureId.CreditCardRegisterInSettings),
  };
}

export async function loadLoginInfo(): Promise<TabData<'SettingsLoginInfo'>> {
  return { tab: 'SettingsLoginInfo', form: await forms['password-change']() };
}

/** The page of the login history the address asks for (?page=). */
export async function loadLoginHistory(services: Services, url: URL): Promise<TabData<'SettingsLoginHistory'>> {
  const query = { page: pageOf(url.searchParams), pageSize: LOGIN_HISTORY_PAGE_SIZE };
  const [history] = await settle<[LoginHistoryPage]>(services, [unwrap(services.api.GET('/profile/login-history', { params: { query } }))]);
  return { tab: 'SettingsLoginHistory', history };
}
