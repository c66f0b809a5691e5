import type { Examples } from './types';

/** The public catalogue: devices and their order, help articles and search. */
export const catalogueExamples: Examples = {
  orderDevice: { params: { sku: 'APL-IP15-128-BLK' }, body: { requestType: 1, months: 24, shopId: 1 } },
  getHelpTopic: { params: { group: 'mokejimai', topic: 'papildymo-kortele' } },
  searchHelp: { query: { q: 'papildymo kortelė' } },
};
