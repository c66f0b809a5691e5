import type { Middleware } from 'openapi-fetch';
import { API_BASE_PATH, createApiClient, type ApiClient } from '@generated/api/client';
import { app, constants } from '@generated/app';
import { actionForStatus, ApiError, type ApiErrorBody } from './api-error';
import type { IdempotencyKeys } from './idempotency';

/** What the client needs from the app; the app wires it to the session, router and error modal. */
export interface ApiEnvironment {
  token(): string | undefined;
  language(): string;
  /** 401: drop the token and go to Login (or the browsing-protection entry). No popup. */
  onUnauthorized(): void;
  /** 403: go to the site root. */
  onForbidden(): void;
  /** 503: go to the maintenance page. */
  onMaintenance(): void;
}

export const apiBaseUrl = (import.meta.env.VITE_API_BASE_URL as string | undefined) ?? API_BASE_PATH;

/** Marks responses the middleware acted on, so callers do not show a second message. */
const HANDLED = 'x-portal-handled';

/** Calls that take money (spec/api: payment.yaml, price-plan.yaml, esim.yaml, corporate.yaml's device order): each carries an Idempotency-Key. */
export const PAYMENT_CALLS =
  /\/(payment\/v2\/payments\/(refill|voucher|card)|price-plan\/order|esim\/(purchase|change)|device\/[^/]+\/order)$/;
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * The portal's middleware: language header, bearer token, the seeds' 401/403/503 handling, and an
 * Idempotency-Key on every payment (`./idempotency`, loaded with the first payment, not with the page).
 */
export function portalMiddleware(env: ApiEnvironment, keys?: IdempotencyKeys): Middleware {
  const isPayment = (request: Request) => request.method === 'POST' && PAYMENT_CALLS.test(new URL(request.url).pathname);
  let loaded: Promise<IdempotencyKeys> | undefined = keys ? Promise.resolve(keys) : undefined;
  const idempotencyKeys = () => (loaded ??= import('./idempotency').then((m) => new m.IdempotencyKeys()));
  return {
    async onRequest({ request }) {
      request.headers.set(app.api.languageHeader, env.language());
      const token = env.token();
      if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
      if (isPayment(request) && !request.headers.has(IDEMPOTENCY_HEADER)) {
        request.headers.set(IDEMPOTENCY_HEADER, await (await idempotencyKeys()).keyFor(request));
      }
      return request;
    },
    async onResponse({ request, response }) {
      if (isPayment(request)) (await idempotencyKeys()).answered(request, response.status);
      const action = actionForStatus(response.status);
      if (response.ok || action === 'popup') return response;
      if (action === 'login') env.onUnauthorized();
      else if (action === 'root') env.onForbidden();
      else env.onMaintenance();
      const headers = new Headers(response.headers);
      headers.set(HANDLED, '1');
      return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
    },
  };
}

/** fetch with the portal's time limit; a timeout and going offline become ApiErrors of their kind. */
export function timedFetch(timeoutMs: number = constants.apiTimeoutMs): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    // A plain timer (not AbortSignal.timeout), so tests can run the clock past it.
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(new DOMException('timeout', 'TimeoutError')), timeoutMs);
    const signal = AbortSignal.any([request.signal, timeout.signal]);
    try {
      return await fetch(new Request(request, { signal }));
    } catch (error) {
      if (timeout.signal.aborted) throw new ApiError('timeout', 0);
      if ((error as Error).name === 'AbortError') throw error;
      throw new ApiError('network', 0);
    } finally {
      clearTimeout(timer);
    }
  };
}

export function createPortalClient(env: ApiEnvironment, baseUrl = apiBaseUrl): ApiClient {
  const client = createApiClient({
    baseUrl,
    credentials: 'include',
    fetch: timedFetch(),
    querySerializer: { array: { style: 'form', explode: true } },
  });
  client.use(portalMiddleware(env));
  return client;
}

/**
 * The data of a call, or an ApiError: what screens and loaders use, so every failure takes the same
 * path to the one error handler.
 */
export async function unwrap<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (response.ok) return data as T;
  throw new ApiError('http', response.status, (error ?? undefined) as ApiErrorBody | undefined, response.headers.has(HANDLED));
}
