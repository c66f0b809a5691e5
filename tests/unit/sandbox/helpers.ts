import { getResponse } from 'msw';
import type { Sandbox } from '../../../src/sandbox';
import { TEST_MOMENT } from '../../moment';

/** The one test instant (tests/moment.ts), so worlds (card expiry months, page dates, the campaigns' file windows) are the same in every run. */
export const TEST_NOW = new Date(TEST_MOMENT);

export const PREPAID = '61234567';
export const DEMO_PASSWORD = 'Demo1234';

export interface CallOptions {
  token?: string | null;
  body?: unknown;
  query?: Record<string, string | number | boolean | readonly (string | number)[]>;
  cookie?: string;
  language?: 'lt' | 'en' | 'ru';
  headers?: Record<string, string>;
}

/** Resolves one API call against the sandbox's handlers, as the portal's client would send it. */
export async function call(sandbox: Sandbox, method: string, path: string, options: CallOptions = {}): Promise<Response> {
  const url = new URL(`http://localhost/api${path}`);
  for (const [name, value] of Object.entries(options.query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(name, String(item));
  }
  const headers = new Headers({ Language: options.language ?? 'lt' });
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
  if (options.cookie) headers.set('Cookie', options.cookie);
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  const request = new Request(url, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const response = await getResponse(sandbox.handlers, request);
  if (!response) throw new Error(`No sandbox handler answered ${method} ${path}`);
  return response;
}

/** Logs in through POST /auth/login and answers the token. */
export async function login(sandbox: Sandbox, msisdn = PREPAID, password = DEMO_PASSWORD, cookie?: string): Promise<string> {
  const response = await call(sandbox, 'POST', '/auth/login', { body: { msisdn, password }, cookie });
  if (response.status !== 200) throw new Error(`Login as ${msisdn} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { result: string }).result;
}
