import createClient, { type Middleware } from 'openapi-fetch';
import { API_BASE_PATH, type ApiClient, type paths } from '@generated/api/client';
import * as app from '@generated/app';
import * as constants from '@generated/constants';
import { actionForStatus, ApiError, type ApiErrorBody } from './api-error';
import { isPreviewing, learnApiPreview, learnServerTime, now } from '@/shared/clock';
import { checkAnswer } from './response-checks';
import type { IdempotencyKeys } from './idempotency';

/** What the client needs from the app; the app wires it to the session, router and failure policy. */
export interface ApiEnvironment {
  /** The token to send with a call (`METHOD /path` as spec/api writes it), if any may go with it. */
  token(call: string): string | undefined;
  language(): string;
  /** The page a call is made for (the one being loaded, else the current one), asked when it is sent. */
  page(): string;
  /**
   * A 401, 403 or 503 (core §7, §8) of a call made for `page` (with the session's token or not): the app
   * acts on it (Login with returnUrl, the site root, the maintenance page; the token dropped on 401) and
   * answers true, or answers false when the way out would lead back to that page: the caller's popup then says it.
   */
  onFailureStatus(status: number, page: string, withToken: boolean): boolean;
  /** A call that only carried the token along was refused it (401): the session is over, the page stays. */
  onSessionEnded(): void;
}

export const apiBaseUrl = (import.meta.env.VITE_API_BASE_URL as string | undefined) ?? API_BASE_PATH;

/** Marks responses the app acted on, so callers do not show a second message. */
const HANDLED = 'x-portal-handled';

/** Calls that take money (spec/api: payment.yaml, price-plan.yaml, esim.yaml, corporate.yaml's device order, billing.yaml's invoice payment): each carries an Idempotency-Key. */
export const PAYMENT_CALLS =
  /\/(payment\/v2\/payments\/(refill|voucher|card)|price-plan\/order|esim\/(purchase|change)|device\/[^/]+\/order|billing\/invoices\/[^/]+\/payment)$/;
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Whether a call needs the session (spec/api `security`), read only when a call that carried the token is refused. */
const needsSession = async (method: string, schemaPath: string) =>
  (await import('@generated/api/secured')).securedCalls.has(`${method} ${schemaPath}`);

/**
 * The portal's middleware: language header, bearer token, an Idempotency-Key on every payment
 * (`./idempotency`, loaded with the first payment, not with the page), and the one place where the
 * seeds' 401/403/503 are acted on, whoever made the call (a screen's loader, a form, the shell's
 * background calls). A 401 on a call that does not need the session (spec/api: optional or none) only
 * says the token it carried is no longer good: the session ends and the call is made again as a visitor's.
 */
export function portalMiddleware(env: ApiEnvironment, keys?: IdempotencyKeys): Middleware {
  const isPayment = (request: Request) => request.method === 'POST' && PAYMENT_CALLS.test(new URL(request.url).pathname);
  let loaded: Promise<IdempotencyKeys> | undefined = keys ? Promise.resolve(keys) : undefined;
  const idempotencyKeys = () => (loaded ??= import('./idempotency').then((m) => new m.IdempotencyKeys()));
  // Each call's page, and a copy of a call that carries the token taken before its body is sent: the
  // visitor's call, if it comes to that.
  const calls = new Map<string, { page: string; copy?: Request }>();
  return {
    async onRequest({ request, id, schemaPath }) {
      request.headers.set(app.api.languageHeader, env.language());
      // Issue 49: the preview's instant is told to the API, so its answers can be as of then too.
      if (isPreviewing()) request.headers.set(app.api.previewHeader, now().toISOString());
      const token = env.token(`${request.method} ${schemaPath}`);
      if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
      if (isPayment(request) && !request.headers.has(IDEMPOTENCY_HEADER)) {
        request.headers.set(IDEMPOTENCY_HEADER, await (await idempotencyKeys()).keyFor(request));
      }
      calls.set(id, { page: env.page(), copy: token ? request.clone() : undefined });
      return request;
    },
    async onResponse({ request, response, schemaPath, id, options }) {
      const { page, copy } = calls.get(id) ?? { page: env.page() };
      calls.delete(id);
      learnServerTime(response.headers.get('Date'));
      if (isPreviewing()) learnApiPreview(response.headers.has(app.api.previewHeader));
      if (isPayment(request)) (await idempotencyKeys()).answered(request, response.status);
      let answer = response;
      if (copy && answer.status === 401 && !(await needsSession(request.method, schemaPath))) {
        env.onSessionEnded();
        copy.headers.delete('Authorization');
        answer = await options.fetch(copy);
      }
      // Checked where it enters: a wrong shape or a body that is not JSON fails the call here (ApiError `shape`).
      if (answer.ok) await checkAnswer(request.method, schemaPath, answer);
      const action = actionForStatus(answer.status);
      if (answer.ok || action === 'popup' || !env.onFailureStatus(answer.status, page, answer === response && !!copy)) return answer;
      const headers = new Headers(answer.headers);
      headers.set(HANDLED, '1');
      return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers });
    },
    onError({ id }) {
      calls.delete(id);
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
  const client = createClient<paths>({
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
