import type { Examples, ExampleEnv } from './types';

/** A number with no portal account yet (README), for registration. */
const NEW_NUMBER = '61234580';

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`prepare: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Registration up to a confirmed number: answers its guid. */
async function enrolled(env: ExampleEnv): Promise<string> {
  await json(await env.call('POST', '/registration/enrollment', { body: { msisdn: NEW_NUMBER } }));
  const session = await json<{ guid: string }>(
    await env.call('POST', '/registration/enrollment/confirm', { body: { msisdn: NEW_NUMBER, code: '1234' } }),
  );
  return session.guid;
}

/** Registration up to a started Smart-ID identification. */
async function identifying(env: ExampleEnv): Promise<{ guid: string; workflowId: string }> {
  const guid = await enrolled(env);
  const body = { msisdn: NEW_NUMBER, guid, schema: 'smart-id', personalNumber: '39001011234' };
  const { workflowId } = await json<{ workflowId: string }>(await env.call('POST', '/registration/identification', { body }));
  return { guid, workflowId };
}

/** Valid calls of the core portal's operations that need parameters, a body or earlier steps. */
export const coreExamples: Examples = {
  getSystemConfigs: { query: { configs: ['WhaleboneManagementEnabled', 'IsicPricePlanId'] } },
  getResourceGroups: { query: { groups: ['Validation', 'Refill'] } },
  getTranslations: { query: { categories: ['Footer'] } },
  getToken: {
    prepare: async (env) => void (await env.call('POST', '/auth/login', { body: { msisdn: '61234567', password: 'Demo1234' } })),
  },
  login: { body: { msisdn: '61234567', password: 'Demo1234' } },
  sendSmsChallenge: { body: { msisdn: '61234567' } },
  verifySmsChallenge: {
    body: { msisdn: '61234567', code: '1234' },
    prepare: async (env) => void (await env.call('POST', '/auth/sms-challenge', { body: { msisdn: '61234567' } })),
  },
  startRegistration: { body: { msisdn: NEW_NUMBER } },
  confirmRegistrationEnrollment: {
    body: { msisdn: NEW_NUMBER, code: '1234' },
    prepare: async (env) => void (await env.call('POST', '/registration/enrollment', { body: { msisdn: NEW_NUMBER } })),
  },
  startIdentification: {
    prepare: async (env) => ({
      body: { msisdn: NEW_NUMBER, guid: await enrolled(env), schema: 'smart-id', personalNumber: '39001011234' },
    }),
  },
  getRegistrationStatus: {
    prepare: async (env) => ({ query: { msisdn: NEW_NUMBER, ...(await identifying(env)) } }),
  },
  setRegistrationPassword: {
    prepare: async (env) => {
      const { guid, workflowId } = await identifying(env);
      for (let poll = 0; poll < 2; poll += 1)
        await env.call('GET', '/registration/status', { query: { msisdn: NEW_NUMBER, guid, workflowId } });
      return { body: { msisdn: NEW_NUMBER, guid, password: 'Naujas123' } };
    },
  },
  startPasswordRecovery: { body: { msisdn: '61234568' } },
  verifyPasswordRecovery: {
    body: { msisdn: '61234568', code: '1234' },
    prepare: async (env) => void (await env.call('POST', '/password/recovery', { body: { msisdn: '61234568' } })),
  },
  resetPassword: {
    prepare: async (env) => {
      await env.call('POST', '/password/recovery', { body: { msisdn: '61234568' } });
      const { hash } = await json<{ hash: string }>(
        await env.call('POST', '/password/recovery/verify', { body: { msisdn: '61234568', code: '1234' } }),
      );
      return { body: { hash, password: 'Naujas123' } };
    },
  },
  updateProfile: { body: { email: 'ruta.naujas@example.lt', language: 'en', contactPhone: '+37061111111' } },
  validateEmail: {
    prepare: async (env) => {
      await env.call('POST', '/profile/email/validate/send', { token: await env.login() });
      const H = [...env.world.auth.emailLinks.keys()].at(-1);
      return { body: { U: env.world.subscribers.get('61234567')!.accountId, H } };
    },
  },
  changePassword: { body: { currentPassword: 'Demo1234', newPassword: 'Naujas123' } },
  updateConsents: {
    body: {
      consents: [
        { consentType: 'ThirdParty', status: 1 },
        { consentType: 'DirectMarketing', status: 2 },
      ],
    },
  },
  orderPlan: { body: { planId: 21, paymentMethod: 0 } },
  createCard: { body: { saveCard: true, setDefaultPayment: true, amount: '0.00' } },
  setPaymentType: { body: { method: 1 }, as: '61234568' },
  createRefillPayment: { body: { phone: '61234567', amount: 10, method: 'card', saveCard: false } },
  redeemVoucher: { body: { phone: '61234567', code: '1234567890123' } },
  // A refill credited before the world began (the refill game's demo transactions).
  getRefillTransaction: { params: { transactionId: 'PRIZE-PLAN' } },
  getDiscounts: { query: { home: true } },
  getDevices: { query: { skuCode: ['APL-IP15-128-BLK', 'SMS-A55-128-BLU'], esim: true } },
  getDevice: { params: { sku: 'apple-iphone-15-128gb-juodas' } },
  getDeviceStock: { params: { sku: 'APL-IP15-128-BLK' } },
  getPageMetadata: { query: { alias: '/apie-mus' } },
  getPage: { params: { id: 101 } },
  getPagePreview: { params: { id: 101 } },
  getIncidentStatistics: { query: { from: '2026-03-01', to: '2026-03-14' } },
};
