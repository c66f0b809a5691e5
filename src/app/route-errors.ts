import { isRouteErrorResponse } from 'react-router';

/** A screen's 404: its boundary (ScreenError) hands it on to the layout's not-found page on purpose (issue 7 D4). */
export const isNotFound = (error: unknown): boolean => isRouteErrorResponse(error) && error.status === 404;

/**
 * React Router's error handler (RouterProvider onError). Errors a route's boundary caught while rendering
 * are logged, as React Router does without a handler, except a screen's 404, which is the not-found page
 * working, not a fault. Failures of loaders are the failure policy's (the popup or ScreenError), not logged.
 */
export function reportRouteError(error: unknown, { errorInfo }: { errorInfo?: unknown }): void {
  if (!errorInfo || isNotFound(error)) return;
  console.error('A route failed to render:', error);
}
