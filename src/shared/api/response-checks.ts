import { responseChecks } from '@generated/api/responses/index';
import { ApiError } from './api-error';

type Check = (answer: unknown) => boolean;

/** Each area's checks, once loaded: code, like the import cache, not state. */
const areas = new Map<string, Promise<Record<string, Check>>>();

/**
 * The check of an answer (`METHOD /path status`), loaded with the first answer of its area (the path's first
 * segment, as codegen/emit/responses.ts groups them); undefined when spec/api gives that answer no JSON body.
 */
async function checkOf(method: string, schemaPath: string, status: number): Promise<Check | undefined> {
  const area = schemaPath.split('/')[1] ?? '';
  const load = responseChecks[area];
  if (!load) return undefined;
  let checks = areas.get(area);
  if (!checks) {
    checks = load().then((module) => module.checks);
    areas.set(area, checks);
  }
  try {
    return (await checks)[`${method} ${schemaPath} ${status}`];
  } catch {
    // Its code could not be fetched (offline): the answer cannot be trusted, and the next one tries again.
    areas.delete(area);
    throw new ApiError('network', 0);
  }
}

/**
 * Issue 47: an answer is checked where it enters, against its schema in spec/api, before anything reads it. One
 * that is not JSON, or not of its shape, is a failed call (ApiError `shape`), which the one failure policy handles
 * as it handles a 500: the screen's own error state or the popup, the shell's fallback.
 */
export async function checkAnswer(method: string, schemaPath: string, response: Response): Promise<void> {
  if (!response.ok || response.status === 204) return;
  const check = await checkOf(method, schemaPath, response.status);
  if (!check) return;
  let answer: unknown;
  try {
    answer = JSON.parse(await response.clone().text());
  } catch {
    throw new ApiError('shape', response.status);
  }
  if (!check(answer)) throw new ApiError('shape', response.status);
}
