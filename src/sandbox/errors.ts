import { HttpResponse } from 'msw';
import type { ErrorBody } from './api-types';

/**
 * Error answers shaped as the real API gives them (seeds §8): either an `errors` array, whose first
 * code + "Exception" is the client's message key, or an `Exception` key with `Arguments` for {0}, {1}..
 */
export function exception(status: number, name: string, args?: readonly (string | number)[]): HttpResponse<ErrorBody> {
  const body: ErrorBody = args?.length ? { Exception: name, Arguments: args.map(String) } : { Exception: name };
  return HttpResponse.json(body, { status });
}

export function errorCodes(status: number, ...errors: { code: string; message?: string }[]): HttpResponse<ErrorBody> {
  return HttpResponse.json<ErrorBody>({ errors }, { status });
}

export function unauthorized(message = 'The bearer token is missing, expired or unknown'): HttpResponse<ErrorBody> {
  return errorCodes(401, { code: 'Unauthorized', message });
}

export function forbidden(): HttpResponse<ErrorBody> {
  return errorCodes(403, { code: 'Forbidden', message: 'This call is not allowed for this user' });
}

export function serviceUnavailable(): HttpResponse<ErrorBody> {
  return errorCodes(503, { code: 'ServiceUnavailable', message: 'The service is under maintenance' });
}

export function notFound(what: string): HttpResponse<ErrorBody> {
  return errorCodes(404, { code: 'NotFound', message: `${what} was not found` });
}

/** A query parameter spec/api requires: its value, or a 400 saying it is missing (never a crash of the handler). */
export function requiredQuery(value: string | null, name: string): string {
  if (!value) throw errorCodes(400, { code: 'InvalidRequest', message: `${name} is required` });
  return value;
}
