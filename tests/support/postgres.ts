import { execFile, execFileSync } from 'node:child_process';
import {
  appendFileSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { isProcessAlive } from '../../server/db/data-dir-lock';

const run = promisify(execFile);

export interface PostgresServer {
  /** URL of the database created for the run. */
  readonly databaseUrl: string;
  /** URL of the server's `postgres` database, for CREATE/DROP DATABASE. */
  readonly adminUrl: string;
  /** URL of another database on the same server. */
  urlOf(database: string): string;
  /** Stops the server and removes its folder. Idempotent. */
  stop(): Promise<void>;
  /** Stops the server process and keeps its data, as an outage would (connections are closed). */
  halt(): Promise<void>;
  /** Starts the halted server again on the same port and data. */
  resume(): Promise<void>;
}

/** initdb, pg_ctl and postgres from PATH, else the newest /usr/lib/postgresql/<version>/bin. */
export function findPostgresBin(): string {
  const onPath = (process.env.PATH ?? '')
    .split(delimiter)
    .find((dir) => dir && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')));
  if (onPath) return onPath;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const newest = versions[0];
  if (newest) return join(root, newest, 'bin');
  throw new Error(
    'The API tests also run against PostgreSQL, but no PostgreSQL binaries were found (initdb on PATH or under /usr/lib/postgresql/*/bin). Install them with `apt-get install -y postgresql` (.ci/run does this).',
  );
}

function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** PostgreSQL refuses to run as root; as root, the server runs as the `postgres` account in a folder it owns. */
function serverAccount(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    throw new Error(
      'Tests run as root, and PostgreSQL refuses root: create a `postgres` user (the postgresql package does).',
    );
  }
}

const FOLDER_PREFIX = 'linkmint-pg-';
const OWNER_FILE = 'owner.pid';

/**
 * Stops and removes servers whose test process died without its teardown (killed, or SIGPIPE from `| head`):
 * their folder names the owner, and a folder whose owner is gone is abandoned.
 */
function reapAbandonedServers(bin: string, account: { uid: number; gid: number } | undefined) {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(FOLDER_PREFIX)) continue;
    const folder = join(tmpdir(), name);
    const ownerFile = join(folder, OWNER_FILE);
    const owner = existsSync(ownerFile) ? Number.parseInt(readFileSync(ownerFile, 'utf8'), 10) : Number.NaN;
    // A folder without an owner yet may be one being set up right now; give it a minute.
    const abandoned = Number.isInteger(owner) ? !isProcessAlive(owner) : Date.now() - statSync(folder).mtimeMs > 60_000;
    if (!abandoned) continue;
    if (existsSync(join(folder, 'data', 'postmaster.pid'))) stopSync(bin, account, join(folder, 'data'));
    rmSync(folder, { recursive: true, force: true });
  }
}

function stopSync(bin: string, account: { uid: number; gid: number } | undefined, dataDir: string) {
  const stop = [join(bin, 'pg_ctl'), 'stop', '-D', dataDir, '-m', 'immediate', '-w'];
  try {
    if (account) execFileSync('runuser', ['-u', 'postgres', '--', ...stop], { stdio: 'ignore' });
    else execFileSync(stop[0]!, stop.slice(1), { stdio: 'ignore' });
  } catch {
    // Already stopped.
  }
}

/**
 * PostgreSQL's own durability settings are left on: every commit waits for its WAL flush (fsync), as a production
 * server does. For the benchmark, whose PostgreSQL figure must be the cost of commits that survive a power cut.
 */
export interface PostgresOptions {
  durable?: boolean;
}

/** Off for tests: their data dies with the run, and a flush per commit only slows them. */
const NON_DURABLE_SETTINGS = ['fsync = off', 'synchronous_commit = off', 'full_page_writes = off'];

/**
 * Starts a throwaway PostgreSQL on a free loopback port: trust auth, its socket inside its own temp folder,
 * durability off unless asked for (the data dies with the run), and one database created for the caller.
 */
export async function startPostgres(
  database = 'linkmint',
  { durable = false }: PostgresOptions = {},
): Promise<PostgresServer> {
  const bin = findPostgresBin();
  const account = serverAccount();
  reapAbandonedServers(bin, account);
  const folder = mkdtempSync(join(tmpdir(), FOLDER_PREFIX));
  writeFileSync(join(folder, OWNER_FILE), String(process.pid));
  const dataDir = join(folder, 'data');
  const asServer = (tool: string, args: string[]) =>
    account
      ? run('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], { env: { ...process.env, LC_ALL: 'C' } })
      : run(join(bin, tool), args, { env: { ...process.env, LC_ALL: 'C' } });
  let started = false;
  let stopping: Promise<void> | undefined;
  // Synchronous, for a test process that exits without its teardown.
  const stopNow = () => {
    if (started) stopSync(bin, account, dataDir);
    rmSync(folder, { recursive: true, force: true });
  };
  const stop = () =>
    (stopping ??= (async () => {
      process.off('exit', stopNow);
      if (started) await asServer('pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate', '-w']).catch(() => {});
      rmSync(folder, { recursive: true, force: true });
    })());
  process.once('exit', stopNow);
  try {
    if (account) chownSync(folder, account.uid, account.gid);
    await asServer('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
    let port = 0;
    for (let attempt = 1; !started; attempt += 1) {
      port = await freeLoopbackPort();
      // Appending keeps the file's owner; settings here need no shell quoting on pg_ctl's command line.
      appendFileSync(
        join(dataDir, 'postgresql.conf'),
        [
          `port = ${port}`,
          `listen_addresses = '127.0.0.1'`,
          `unix_socket_directories = '${folder}'`,
          ...(durable ? [] : NON_DURABLE_SETTINGS),
          'max_connections = 200',
          '',
        ].join('\n'),
      );
      try {
        await asServer('pg_ctl', ['start', '-D', dataDir, '-l', join(folder, 'server.log'), '-w', '-t', '30']);
        started = true;
      } catch (error) {
        // Another process may have taken the port between the probe and the start; try a new one.
        if (attempt >= 3) {
          const log = existsSync(join(folder, 'server.log')) ? readFileSync(join(folder, 'server.log'), 'utf8') : '';
          throw new Error(`PostgreSQL did not start: ${(error as Error).message}\n${log}`);
        }
      }
    }
    const urlOf = (name: string) => `postgres://postgres@127.0.0.1:${port}/${name}`;
    const admin = new pg.Client({ connectionString: urlOf('postgres') });
    await admin.connect();
    try {
      await admin.query(`create database "${database}"`);
    } finally {
      await admin.end();
    }
    const logFile = join(folder, 'server.log');
    return {
      databaseUrl: urlOf(database),
      adminUrl: urlOf('postgres'),
      urlOf,
      stop,
      halt: async () => {
        await asServer('pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w']);
      },
      resume: async () => {
        await asServer('pg_ctl', ['start', '-D', dataDir, '-l', logFile, '-w', '-t', '30']);
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
