/**
 * What `use-sync-external-store/shim` gives, from React itself. @xstate/react imports the shim for React 16 and 17;
 * React 19 has the hook built in, and the shim only wraps it (vite.config.ts points the import here, ~0.4 kB
 * gzip less initial JS).
 */
export { useSyncExternalStore } from 'react';
