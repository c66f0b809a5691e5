import { createContext, RouterContextProvider } from 'react-router';
import type { Services } from '@/shared/services';

/**
 * How loaders reach the services: the router is built first (its routes need only the variant, the
 * texts and the hydration gate), the services are built on it, and each navigation's context carries
 * them (the router's getContext).
 */
export const servicesContext = createContext<Services>();

export function contextWith(services: Services): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  return context;
}

// Loaders' `context` is the RouterContextProvider that getContext returns (data mode needs no flag at
// run time; this types it so).
declare module 'react-router' {
  interface Future {
    v8_middleware: true;
  }
}
