import { createConnection, createServer, type Server } from 'node:net';
import { rmSync } from 'node:fs';
import type { Services } from '../services';
import type { AdminCommand } from './admin-command';
import { runAdmin } from './run-admin';

/**
 * The embedded database can be open in one process only. While the server runs, `npm run admin` hands its
 * command line to the server over a Unix socket in DATA_DIR, and the server runs it on its own services.
 * The socket is a file: only users who may read the data folder may use it, and nothing listens on the network.
 */
export function adminSocketPath(dataDir: string): string {
  return `${dataDir.replace(/\/+$/, '')}/admin.sock`;
}

type Frame = { stream: 'out' | 'err'; line: string } | { exit: number };

export function serveAdminSocket(
  path: string,
  services: Services,
  commands: readonly AdminCommand[],
): Promise<{ close(): Promise<void> }> {
  rmSync(path, { force: true });
  const server: Server = createServer((socket) => {
    let buffer = '';
    socket.setEncoding('utf8');
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      const end = buffer.indexOf('\n');
      if (end < 0) return;
      const request = buffer.slice(0, end);
      socket.removeAllListeners('data');
      const send = (frame: Frame) => socket.write(`${JSON.stringify(frame)}\n`);
      let argv: string[];
      try {
        const parsed = JSON.parse(request) as { argv?: unknown };
        if (!Array.isArray(parsed.argv) || !parsed.argv.every((a) => typeof a === 'string')) throw new Error('argv');
        argv = parsed.argv as string[];
      } catch {
        send({ stream: 'err', line: 'Malformed admin request.' });
        send({ exit: 2 });
        socket.end();
        return;
      }
      void runAdmin(argv, {
        commands,
        // The server's own services: the command must not close them.
        openServices: async () => ({ ...services, close: async () => {} }),
        out: (line) => send({ stream: 'out', line }),
        err: (line) => send({ stream: 'err', line }),
      }).then((exit) => {
        send({ exit });
        socket.end();
      });
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      resolve({
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            rmSync(path, { force: true });
          }),
      });
    });
  });
}

/** Sends a command line to the running server; resolves with its exit code, or undefined when no server answers. */
export function forwardToServer(
  path: string,
  argv: readonly string[],
  out: (l: string) => void,
  err: (l: string) => void,
): Promise<number | undefined> {
  return new Promise((resolve) => {
    const socket = createConnection(path);
    let buffer = '';
    let exit: number | undefined;
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify({ argv })}\n`));
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\n')) >= 0) {
        const frame = JSON.parse(buffer.slice(0, end)) as Frame;
        buffer = buffer.slice(end + 1);
        if ('exit' in frame) exit = frame.exit;
        else (frame.stream === 'out' ? out : err)(frame.line);
      }
    });
    socket.on('error', () => resolve(undefined));
    socket.on('close', () => resolve(exit));
  });
}
