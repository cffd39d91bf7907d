import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCli } from '../support/admin-cli';
import { loadConfig } from '../../server/config';
import { startServer, type RunningServer } from '../../server/server';
import { apiCaller } from '../support/api-caller';

const admin = runAdminCli;

describe('npm run admin next to a running server on the embedded database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'linkmint-admin-socket-'));
  let server: RunningServer | undefined;

  beforeAll(async () => {
    server = await startServer(loadConfig({ PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs the command inside the server that holds the data folder', async () => {
    await server!.services.mailer.send({
      to: 'ada@example.com',
      subject: 'Your Linkmint code',
      text: 'Your code is 123456.',
    });
    const outbox = await admin(['outbox', '--to', 'ada@example.com'], { DATA_DIR: dataDir });
    expect(outbox).toMatchObject({ code: 0, stderr: '' });
    expect(outbox.stdout).toContain('to ada@example.com');
    expect(outbox.stdout).toContain('Your code is 123456.');

    const users = await admin(['users', 'list'], { DATA_DIR: dataDir });
    expect(users.code).toBe(0);
    expect(users.stdout).toMatch(/No creators yet|creator/);

    const usage = await admin(['outbox', '--limit', 'lots'], { DATA_DIR: dataDir });
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('--limit takes a whole number');
  });

  it('seeds a demo creator whose printed password signs in, and gives it a new one when asked again', async () => {
    const first = await admin(['demo', 'seed'], { DATA_DIR: dataDir });
    expect(first).toMatchObject({ code: 0, stderr: '' });
    expect(first.stdout).toContain('Created the demo creator.');
    const password = /password: +(\S+)/.exec(first.stdout)?.[1];
    expect(password).toBeDefined();
    const api = apiCaller(server!.url);
    const login = await api.post('/blogger/v2/login', { username: 'demo', password: await api.encrypt(password!) });
    expect(login.code).toBe(200);
    expect(login.data.shopName).toBe('demo');

    const again = await admin(['demo', 'seed'], { DATA_DIR: dataDir });
    const renewed = /password: +(\S+)/.exec(again.stdout)?.[1];
    expect(again.stdout).toContain('already exists');
    expect(renewed).not.toBe(password);
    expect((await api.post('/setting/getInfo', {}, login.data.token)).code).toBe(401);
    expect(
      (await api.post('/blogger/v2/login', { username: 'demo', password: await api.encrypt(renewed!) })).code,
    ).toBe(200);
    const users = await admin(['users', 'list'], { DATA_DIR: dataDir });
    expect(users.stdout).toMatch(/demo +demo@linkmint\.local +linkmint\.demo +demo +password/);
  });

  it('opens the database itself once the server has stopped', async () => {
    await server!.close();
    server = undefined;
    expect(existsSync(join(dataDir, 'admin.sock'))).toBe(false);
    const outbox = await admin(['outbox'], { DATA_DIR: dataDir });
    expect(outbox.code).toBe(0);
    expect(outbox.stdout).toContain('Your code is 123456.');
  }, 60_000);
});
