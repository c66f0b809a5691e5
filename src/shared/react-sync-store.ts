/**
 * react-i18next imports `use-sync-external-store/shim`, the polyfill for React before 18; React 19
 * has the hook, so vite.config.ts points the shim here.
 */
export { useSyncExternalStore } from 'react';
