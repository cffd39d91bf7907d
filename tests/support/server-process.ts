import { spawn, type ChildProcess } from 'node:child_process';
import { constants, publicEncrypt, randomBytes } from 'node:crypto';
import { once } from 'node:events';

/**
 * The real server as its own process (`node --import tsx server/main.ts`), as an operator runs it: for the
 * redirect benchmark and for tests that kill it. Plain Node, no vitest: the benchmark uses it too.
 */

const ROOT = new URL('../..', import.meta.url).pathname;

export interface ServerProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** Everything the process wrote, for a failure message. */
  output(): string;
  /** Sends the signal and waits for the exit (SIGTERM: a graceful stop; SIGKILL: a crash). */
  stop(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts the server on a free port with the given environment (DATA_DIR, DATABASE_URL…) and waits for its address. */
export async function startServerProcess(
  env: Record<string, string>,
  { startTimeoutMs = 60_000, nodeArgs = [] }: { startTimeoutMs?: number; nodeArgs?: readonly string[] } = {},
): Promise<ServerProcess> {
  // nodeArgs: flags for node itself, e.g. --cpu-prof to profile the server under a bench's load.
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  // A caller that exits without stopping it (a test or bench killed by a signal) takes the server with it.
  const orphaned = () => child.kill('SIGKILL');
  process.once('exit', orphaned);
  void exited.then(() => process.off('exit', orphaned));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The server did not start in ${startTimeoutMs} ms:\n${output}`)),
      startTimeoutMs,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Linkmint is running at (http:\/\/\S+?)\/pc\//.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then(([code]) => {
      clearTimeout(timer);
      reject(new Error(`The server exited (code ${code}) before it started:\n${output}`));
    });
  });
  return {
    url,
    child,
    output: () => output,
    async stop(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const [code, killedBy] = await exited;
      return { code, signal: killedBy };
    },
  };
}

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

/** A JSON call of the server; anything but code 200 throws with the server's sentence. */
export async function post<T>(baseUrl: string, path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as Envelope<T>;
  if (answer.code !== 200) throw new Error(`${path} answered ${answer.code}: ${answer.message}`);
  return answer.data;
}

/**
 * Registers a creator whose registration tag is `trackingId` and makes one short link to an Amazon product, the
 * way the app does (the password encrypted with the server's key: RSA-OAEP with SHA-256, as jsencrypt does).
 */
export async function creatorWithShortLink(
  baseUrl: string,
  trackingId = 'bench-20',
): Promise<{ token: string; shopName: string; handle: string; code: string; destination: string }> {
  const keyAnswer = (await (await fetch(`${baseUrl}/auth/public-key`)).json()) as Envelope<{ publicKey: string }>;
  const n = randomBytes(5).toString('hex');
  const password = publicEncrypt(
    { key: keyAnswer.data.publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(`Secret-${n}-1`),
  ).toString('base64');
  const login = await post<{ token: string; shopName: string }>(baseUrl, '/blogger/v3/register', {
    username: `bench_${n}`,
    email: `bench_${n}@example.com`,
    handle: `bench_${n}`,
    firstName: 'Bench',
    lastName: 'Mark',
    amazonTrackingId: trackingId,
    password,
  });
  const link = await post<{ code: string; originalUrl: string }>(
    baseUrl,
    '/app/get_shortlink/v3',
    { url: 'https://www.amazon.com/dp/B08N5WRWNW' },
    login.token,
  );
  return {
    token: login.token,
    shopName: login.shopName,
    handle: `bench_${n}`,
    code: link.code,
    destination: link.originalUrl,
  };
}
