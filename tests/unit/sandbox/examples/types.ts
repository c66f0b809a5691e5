import type { Sandbox, World } from '../../../../src/sandbox';
import type { CallOptions } from '../helpers';

/** What an example's `prepare` can use to bring the world into the state the call needs. */
export interface ExampleEnv {
  sandbox: Sandbox;
  world: World;
  /** The token of the logged-in user when the operation is secured, else null. */
  token: string | null;
  call(method: string, path: string, options?: CallOptions): Promise<Response>;
  /** Logs in (default the prepaid demo) and answers the token. */
  login(msisdn?: string): Promise<string>;
}

/** A valid call of one operation, for the contract test. */
export interface OperationExample {
  /** Log in as this number (default the prepaid demo) when the operation needs a token. */
  as?: string;
  /** Path parameters by name. */
  params?: Record<string, string | number>;
  query?: CallOptions['query'];
  body?: unknown;
  /** The status expected (default: any 2xx the operation documents). */
  status?: number;
  /** Sets up the world (earlier steps of a flow) and may answer params, query, body or a token. */
  prepare?: (env: ExampleEnv) => Promise<(Partial<Omit<OperationExample, 'prepare'>> & { token?: string }) | void>;
}

export type Examples = Record<string, OperationExample>;
