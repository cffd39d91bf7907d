import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { startServer, type RunningServer } from '../../server/server';
import { apiCaller } from '../support/api-caller';
import { openTestDatabase } from '../support/db';
import { startFakeSmtp, type FakeSmtp } from '../support/fake-smtp';

/** The six digits of the newest mail to `to` in the SMTP sink. */
function lastCode(smtp: FakeSmtp, to: string): string {
  const mail = [...smtp.received].reverse().find((m) => m.to.includes(to));
  const code = mail?.raw.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}

/**
 * After the flows that handle secrets, neither the database (every table, the event log included) nor the
 * server's log holds a plain password, a verification code or a raw session token. Mail goes to an SMTP sink
 * here: the default outbox exists precisely to keep mail (codes included) for operators to read.
 */
describe('secrets never reach storage or logs', () => {
  let server: RunningServer;
  let smtp: FakeSmtp;
  const logLines: string[] = [];

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    server = await startServer(loadConfig({ PORT: '0', LOG_LEVEL: 'debug', SMTP_URL: smtp.url() }), {
      database: await openTestDatabase('pglite'),
      logWrite: (line) => logLines.push(line),
    });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('keeps no plain password, code or token anywhere', async () => {
    const api = apiCaller(server.url);
    const secrets: string[] = [];

    const creator = await api.registerCreator({ plainPassword: 'FirstPassw0rd-Alpha' });
    secrets.push('FirstPassw0rd-Alpha', creator.token);

    const login = await api.post('/blogger/v2/login', {
      username: creator.username,
      password: await api.encrypt('FirstPassw0rd-Alpha'),
    });
    expect(login.code).toBe(200);
    secrets.push(login.data.token);

    expect((await api.post('/user/get_code', { email: creator.email, type: 'forgot' })).code).toBe(200);
    const code = lastCode(smtp, creator.email);
    secrets.push(code);
    const reset = await api.post('/user/update_password_v2', {
      email: creator.email,
      code,
      newPassword: await api.encrypt('SecondPassw0rd-Beta'),
    });
    expect(reset.code).toBe(200);
    secrets.push('SecondPassw0rd-Beta');

    const again = await api.post('/blogger/v2/login', {
      username: creator.email,
      password: await api.encrypt('SecondPassw0rd-Beta'),
    });
    expect(again.code).toBe(200);
    secrets.push(again.data.token);
    const change = await api.post(
      '/user/update_password_v3',
      { oldPassword: await api.encrypt('SecondPassw0rd-Beta'), newPassword: await api.encrypt('ThirdPassw0rd-Gamma') },
      again.data.token,
    );
    expect(change.code).toBe(200);
    secrets.push('ThirdPassw0rd-Gamma');

    const tables = await server.services.database.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
    );
    expect(tables.rows.length).toBeGreaterThan(5);
    let dump = '';
    for (const { table_name } of tables.rows) {
      const rows = await server.services.database.query(`select * from "${table_name}"`);
      dump += `${table_name}\n${JSON.stringify(rows.rows)}\n`;
    }
    expect(dump).toContain(creator.username);
    const log = logLines.join('\n');
    expect(log).toContain('/blogger/v2/login');
    // A secret counts as found when it stands alone, so six digits inside a hash or a timestamp do not match.
    const holds = (text: string, secret: string) =>
      new RegExp(`(?<![0-9A-Za-z_-])${secret.replace(/[-]/g, '\\-')}(?![0-9A-Za-z_-])`).test(text);
    for (const secret of secrets) {
      expect(holds(dump, secret), `database holds ${secret.slice(0, 4)}…`).toBe(false);
      expect(holds(log, secret), `log holds ${secret.slice(0, 4)}…`).toBe(false);
    }
  });
});
