import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportRouteError } from '@/app/route-errors';

/** What React Router passes for an error a route's boundary caught while rendering. */
const rendering = { errorInfo: { componentStack: '\n    at Screen' } };

describe("reportRouteError (React Router's onError)", () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs an error a route caught while rendering, a 500 response too', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new Error('broken screen');
    reportRouteError(error, rendering);
    reportRouteError(new ErrorResponse(500, 'Server Error', null), rendering);
    expect(logged).toHaveBeenCalledTimes(2);
    expect(logged).toHaveBeenCalledWith(expect.any(String), error);
  });

  it("logs neither a screen's 404 handed on to the not-found page nor a loader's failure (the failure policy shows those)", () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    reportRouteError(new ErrorResponse(404, 'Not Found', null), rendering);
    reportRouteError(new Error('API 500'), {});
    expect(logged).not.toHaveBeenCalled();
  });
});
