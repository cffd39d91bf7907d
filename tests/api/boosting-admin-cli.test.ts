import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { startServer, type RunningServer } from '../../server/server';
import { runAdminCli } from '../support/admin-cli';
import { openTestDatabase, type TestDatabase } from '../support/db';
import { boostingApi, daysFromToday, resultsFolder, type BoostingApi } from './boosting-support';

/**
 * `npm run admin -- boosting …` as an operator runs it: a process of its own on the server's PostgreSQL database,
 * started from another folder than the project's (npm keeps that folder in INIT_CWD), naming the file relative to it.
 */
describe('boosting admin commands in their own process', () => {
  let database: TestDatabase;
  let server: RunningServer;
  let api: BoostingApi;
  const files = resultsFolder();
  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    server = await startServer(loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' }), { database });
    api = boostingApi(server);
  }, 60_000);
  afterAll(() => server?.close());

  const admin = (...args: string[]) => runAdminCli(args, { DATABASE_URL: database.url!, INIT_CWD: files.dir });

  it('imports a results file named relative to where the operator is, and lists the application with its status', async () => {
    const jane = await api.boostingCreator();
    const application = await api.ok(api.post('/user/submitBoosting', api.application([jane.links[0]]), jane.token));
    await api.operator(application.id, 'review', 'approve', 'start');
    files.write('results.csv', [[application.id, jane.links[0], daysFromToday(-1), 1234, 500, 20, 2, 4000]]);

    const [imported, wrong] = await Promise.all([
      admin('boosting', 'import', 'results.csv'),
      admin('boosting', 'import', 'results.csv', 'extra.csv'),
    ]);
    expect(imported).toMatchObject({
      code: 0,
      stdout: 'Imported results.csv: 1 new rows, 0 corrected, 0 unchanged.\n',
      stderr: '',
    });
    expect([wrong.code, wrong.stderr]).toEqual([
      2,
      'Give the CSV file to import, and nothing else\nUsage: npm run admin -- boosting import FILE\n',
    ]);
    expect(
      (
        await api.ok(
          api.post('/boostingData/total', { startDate: daysFromToday(-7), endDate: daysFromToday(0) }, jane.token),
        )
      ).metrics,
    ).toMatchObject({
      spend: { amountCents: 1234, currency: 'USD' },
      earnings: { amountCents: 4000, currency: 'USD' },
    });
    const listed = await admin('boosting', 'list', '--shop', jane.shopName);
    expect(listed.stdout).toMatch(new RegExp(`${application.id}\\s+${jane.shopName}\\s+running\\s+yes`));
  }, 60_000);
});
