/** The API's error body (core seed §8): an `errors` array, or an `Exception` key with `Arguments`. */
export interface ApiErrorBody {
  errors?: { code: string; message?: string }[];
  Exception?: string;
  Arguments?: (string | number)[];
}

/** `shape`: an answer that is not JSON, or not the shape spec/api gives it (src/shared/api/response-checks.ts). */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'shape';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number,
    readonly body?: ApiErrorBody,
    /** True when the app already acted on it (401, 403, 503: the user is sent elsewhere): callers show nothing. */
    readonly handled = false,
  ) {
    super(
      kind === 'http'
        ? `API answered ${status}`
        : kind === 'shape'
          ? `API answered ${status} of a wrong shape`
          : `API request failed: ${kind}`,
    );
    this.name = 'ApiError';
  }
}

/** What the seeds say to do with a status: 503 maintenance, 401 login (no popup), 403 site root, else a popup. */
export type StatusAction = 'maintenance' | 'login' | 'root' | 'popup';

export function actionForStatus(status: number): StatusAction {
  if (status === 503) return 'maintenance';
  if (status === 401) return 'login';
  if (status === 403) return 'root';
  return 'popup';
}

/**
 * A failure the app has already acted on (the client's middleware: Login, the site root, the maintenance
 * page): the user is on their way elsewhere, so callers show nothing of it and need not pass it on.
 */
export function isHandled(error: unknown): boolean {
  return error instanceof ApiError && error.handled;
}

/** The exception text key: the first error code + "Exception", else the body's Exception key. */
export function exceptionKey(body: ApiErrorBody | undefined): string | undefined {
  const first = body?.errors?.[0]?.code;
  if (first) return `${first}Exception`;
  return typeof body?.Exception === 'string' && body.Exception ? body.Exception : undefined;
}

/** Replaces {0}, {1}, ... with the response's Arguments; unknown placeholders stay visible. */
export function fillArguments(text: string, args: readonly (string | number)[] = []): string {
  return text.replace(/\{(\d+)\}/g, (whole, index: string) => (args[Number(index)] !== undefined ? String(args[Number(index)]) : whole));
}

export interface ErrorTexts {
  /** The exception text for a key, if the exception texts have it. */
  exception(key: string): string | undefined;
  generic: string;
  offline: string;
  timeout: string;
}

/** The description the error popup shows for a failure. */
export function describeError(error: ApiError, texts: ErrorTexts): string {
  if (error.kind === 'network') return texts.offline;
  if (error.kind === 'timeout') return texts.timeout;
  const key = exceptionKey(error.body);
  const text = key ? texts.exception(key) : undefined;
  return text ? fillArguments(text, error.body?.Arguments) : texts.generic;
}
