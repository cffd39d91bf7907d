import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { runtimeMachines } from './scripts/runtime-machines';

const serverPort = Number(process.env.PORT ?? 8080);

export default defineConfig({
  base: '/pc/',
  plugins: [react(), ...runtimeMachines()],
  resolve: {
    // React Router's package exports name only its development build (dev-only warnings included); the app and
    // its tests run the production build, the same code without them (~1.8 kB gzip less initial JS).
    alias: [
      {
        find: /^react-router$/,
        replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)),
      },
      {
        find: /^react-router\/dom$/,
        replacement: fileURLToPath(
          new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url),
        ),
      },
      // @xstate/react's React 16/17 shims: React 19 has useSyncExternalStore, so the shims' code is dead weight.
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/views/shell/react-external-store.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: 'dist/app',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    // Every browser the app supports (Vite's default targets) preloads modules itself.
    modulePreload: { polyfill: false },
    // Everything the entry loads statically (Rolldown's '$initial' tag) goes into one chunk beside the entry.
    // Left alone, Rolldown splits it by which lazy pages share each module (react + xstate, the API client,
    // the core machines, spec constants...), and the pieces gzip separately: ~3 kB more initial JS.
    rollupOptions: { output: { codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] } } },
  },
  server: {
    // `npm run dev`: the API and audience pages come from the server running in watch mode.
    proxy: {
      '^/(?!pc/|@|src/|node_modules/).*': { target: `http://127.0.0.1:${serverPort}`, changeOrigin: false },
    },
  },
  test: {
    reporters: ['default'],
    maxWorkers: 2,
    // A worker runs its files one after another in one module graph: the server's modules, the compiled contract
    // and PGlite's compiled WebAssembly load once per worker, not once per file (about 5 s a file). Files share
    // nothing else: each starts what it needs and stops it, and stubs and mocks are undone after each test.
    isolate: false,
    unstubGlobals: true,
    unstubEnvs: true,
    restoreMocks: true,
    projects: [
      { extends: true, test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'] } },
      // A property runs many cases: a loaded machine (CI shares its cores) must not turn a slow run into a failure.
      {
        extends: true,
        test: { name: 'property', environment: 'node', include: ['tests/property/**/*.test.ts'], testTimeout: 30_000 },
      },
      // Model walks are CPU-bound: on a busy two-core runner a long walk outlasts vitest's 5 s default.
      {
        extends: true,
        test: { name: 'model', environment: 'node', include: ['tests/model/**/*.test.ts'], testTimeout: 30_000 },
      },
      {
        extends: true,
        // The app keeps state in modules (the session, the route stack) that a rendered view leaves behind: each
        // view file gets a fresh module graph.
        test: { name: 'views', environment: 'jsdom', include: ['tests/views/**/*.test.{ts,tsx}'], isolate: true },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          // Migrated database templates (PGlite and a throwaway PostgreSQL) made once per run.
          globalSetup: ['tests/support/database-global-setup.ts'],
          testTimeout: 30_000,
          // A server start opens a database and compiles the contract's validators; slow when the machine is busy.
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          // Fails a browser test on any Content-Security-Policy violation (tests/support/content-security-watch.ts).
          setupFiles: ['tests/e2e/content-security-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A poll waits for what the browser shows next; on a shared, loaded machine a sign-out or a server round
          // trip can take longer than the default second.
          expect: { poll: { timeout: 10_000 } },
          // One browser file at a time, each in a fresh module graph with a server and Chromium of its own. Two at a
          // time (shared module graph, own server and Chromium) passed two full runs; the third failed on a journey
          // that read a picture before it loaded, since fixed. Parallel files come back once runs confirm it.
          isolate: true,
          fileParallelism: false,
        },
      },
    ],
  },
});
