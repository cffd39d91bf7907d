import { describe, expect, it } from 'vitest';
import { projectionTables } from '../support/projection-tables';
import { boostingServer, daysFromToday, resultsFolder } from './boosting-support';
import { TARGET_PRODUCT } from './short-link-support';

/** The read models of the boosting module. */
const PROJECTIONS = ['boosting-applications', 'boosting-drafts', 'boosting-content-needs', 'boosting-results'];

describe.each(['pglite', 'postgres'] as const)('boosting read models rebuilt from the log (%s)', (kind) => {
  const ctx = boostingServer(kind, 'own');
  const files = resultsFolder();

  const dump = () => projectionTables(ctx.server, PROJECTIONS);

  it('gives identical tables after a scripted history of drafts, applications, status changes, content requests and imports', async () => {
    const { api } = ctx;
    const jane = await api.boostingCreator();
    const [l0, l1] = jane.links;
    const l2 = (await api.ok(api.post('/app/get_shortlink/v2', { url: TARGET_PRODUCT }, jane.token))).code as string;
    const kept = await api.ok(api.post('/boosting/saveDraft', { contentIds: [l0], note: 'kept' }, jane.token));
    await api.ok(
      api.post(
        '/boosting/saveDraft',
        { draftId: kept.id, contentIds: [l0, l1], budget: { amountCents: 9000, currency: 'USD' } },
        jane.token,
      ),
    );
    const gone = await api.ok(api.post('/boosting/saveDraft', {}, jane.token));
    await api.ok(api.post('/boosting/delDraft', { id: gone.id }, jane.token));
    const submitted = await api.ok(api.post('/boosting/saveDraft', { contentIds: [l2] }, jane.token));
    const fromDraft = await api.ok(
      api.post('/user/submitBoosting', api.application([l2], { draftId: submitted.id }), jane.token),
    );
    const rejected = await api.ok(
      api.post(
        '/user/submitBoosting',
        api.application([l0], { trackingIds: [{ trackingId: 'jane-21', source: 1 }] }),
        jane.token,
      ),
    );
    await api.operator(fromDraft.id, 'review', 'approve', 'start');
    await api.operator(rejected.id, 'review', 'reject');
    await api.ok(api.post('/user/boosting/detail', { id: fromDraft.id }, jane.token));
    await api.admin(
      'boosting',
      'need',
      'add',
      '--title',
      'Kept',
      '--description',
      'A brief',
      '--due',
      daysFromToday(5),
    );
    const withdrawn = await api.admin(
      'boosting',
      'need',
      'add',
      '--title',
      'Gone',
      '--description',
      'A brief',
      '--due',
      daysFromToday(6),
    );
    await api.admin('boosting', 'need', 'remove', '--id', /request (\d+)\./.exec(withdrawn.out[0]!)![1]!);
    await api.admin(
      'boosting',
      'import',
      files.write(`first-${kind}.csv`, [[fromDraft.id, l2, daysFromToday(-2), 100, 1000, 40, 2, 300]]),
    );
    await api.admin(
      'boosting',
      'import',
      files.write(`second-${kind}.csv`, [
        [fromDraft.id, l2, daysFromToday(-2), 100, 1000, 40, 3, 450],
        [fromDraft.id, l2, daysFromToday(-1), 200, 2000, 50, 1, 90],
      ]),
    );

    const live = await dump();
    expect(live.boosting_drafts).toEqual([expect.stringContaining(kept.id)]);
    expect(live.boosting_applications).toHaveLength(2);
    expect(live.boosting_results).toHaveLength(2);
    const report = await ctx.server.services.eventStore.rebuild({ projections: PROJECTIONS });
    expect(report.eventsReplayed).toBeGreaterThan(15);
    expect(await dump()).toEqual(live);
  });
});
