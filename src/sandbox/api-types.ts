/** Shorthands for the generated API types the sandbox answers with. */
import type { components, paths } from '../../generated/api/schema';

export type Schemas = components['schemas'];
export type ApiPaths = paths;
export type ErrorBody = Schemas['ErrorResponse'];
