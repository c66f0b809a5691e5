import type { Examples } from './types';

/** Valid calls of the eSIM operations (spec/api/esim.yaml). */
export const esimExamples: Examples = {
  purchaseEsim: { body: { email: 'naujas.klientas@example.lt', paymentMethod: 'bank', agreement: true } },
  // the prepaid demo pays the eSIM change price plan (config ESimChangePricePlanId 91) from its balance
  changeEsim: { body: { planId: 91, paymentMethod: 0 } },
  getEsimOrder: {
    prepare: async (env) => {
      const response = await env.call('POST', '/esim/purchase', {
        body: { email: 'naujas.klientas@example.lt', paymentMethod: 'card', agreement: true },
      });
      if (!response.ok) throw new Error(`prepare: ${response.status} ${await response.text()}`);
      const { transactionId } = (await response.json()) as { transactionId: string };
      return { params: { transactionId } };
    },
  },
};
