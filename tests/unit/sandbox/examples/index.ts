import { accountExamples } from './account';
import { campaignExamples } from './campaigns';
import { catalogueExamples } from './catalogue';
import { coreExamples } from './core';
import { esimExamples } from './esim';
import { shellExamples } from './shell';
import type { Examples } from './types';

export type { Examples, ExampleEnv, OperationExample } from './types';

/**
 * Example calls by operationId, for the contract test. An operation without parameters or body
 * needs no entry; one that needs them and has none (here or as `example` in spec/api) fails the test.
 * Each area's examples live in their own file; add a spread line for a new file.
 */
export const examples: Examples = {
  ...coreExamples,
  ...esimExamples,
  ...campaignExamples,
  ...accountExamples,
  ...catalogueExamples,
  ...shellExamples,
};
