import { spawn } from 'node:child_process';

/** Development: the server restarts on change (tsx watch) and Vite serves the app with Fast Refresh, proxying the rest. */
const port = process.env.PORT ?? '8080';
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], {
    stdio: 'inherit',
    // Development turns on the server's checks that production skips for speed (CHECK_TRANSACTION_NESTING).
    env: { NODE_ENV: 'development', ...process.env, PORT: port },
  }),
  spawn('npx', ['vite', '--port', String(Number(port) + 1), '--strictPort'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: port },
  }),
];
console.log(`Dev app: http://127.0.0.1:${Number(port) + 1}/pc/  (API and audience pages proxied to :${port})`);
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
for (const child of children) child.once('exit', (code) => (code ? (stop(), process.exit(code)) : undefined));
