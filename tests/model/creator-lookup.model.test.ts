import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  CREATOR_LIST_MAX,
  creatorLookupMachine,
  type CreatorLookupEvent,
  type CreatorLookupSnapshot,
  type CreatorProfile,
} from '../../src/machines/creator-lookup.machine';
import { ApiError } from '../../src/api/response-policy';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

const JANE: CreatorProfile = {
  handle: 'jane.picks',
  maiNickName: 'Jane',
  hasBioLink: true,
  bioUrl: 'https://linkmint.test/b/jane.picks',
};
const done = (output: CreatorProfile) =>
  ({ type: 'xstate.done.actor.bloggerinfo', output, actorId: 'bloggerinfo' }) as unknown as CreatorLookupEvent;
const error = (e: unknown) =>
  ({ type: 'xstate.error.actor.bloggerinfo', error: e, actorId: 'bloggerinfo' }) as unknown as CreatorLookupEvent;

function eventsFor(snapshot: CreatorLookupSnapshot): CreatorLookupEvent[] {
  const events: CreatorLookupEvent[] = [
    { type: 'creators.query.change', value: '@jane.picks' },
    { type: 'creators.query.change', value: 'x' },
    { type: 'creators.search' },
    { type: 'creators.remove', handle: 'jane.picks' },
  ];
  if (snapshot.matches('searching')) {
    events.push(
      done(JANE),
      error(new ApiError({ code: 404, message: 'No creator has this handle.', path: '/p/bloggerinfo' })),
      error(new Error('offline')),
    );
  }
  return events;
}

describe('creator lookup (creatorList/index)', () => {
  it('creator-lookup: every state and transition; only well-formed handles are looked up', async () => {
    const coverage = await exploreModel<typeof creatorLookupMachine, { lookups: string[] }>({
      name: 'creator-lookup',
      machine: creatorLookupMachine,
      events: eventsFor,
      arrange: () => {
        const effects = { lookups: [] as string[] };
        const machine = creatorLookupMachine.provide({
          actors: {
            bloggerinfo: fromPromise<CreatorProfile, { handle: string }>(
              ({ input }) => (effects.lookups.push(input.handle), new Promise(() => {})),
            ),
          },
        });
        return { machine, effects };
      },
      assertStep: ({ snapshot, event, effects }) => {
        if (event.type === 'creators.search' && snapshot.matches('searching'))
          expect(effects.lookups.at(-1)).toBe('jane.picks');
        if (snapshot.matches('searching')) expect(snapshot.context.query).toBe('@jane.picks');
        const handles = snapshot.context.creators.map((c) => c.handle);
        expect(new Set(handles).size).toBe(handles.length);
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });

  it('keeps the newest first, once each, at most 20; says why a handle found no one', async () => {
    const known = new Map(
      [...Array(25).keys()].map((i) => [`creator_${i}`, { handle: `creator_${i}`, hasBioLink: false }]),
    );
    const machine = creatorLookupMachine.provide({
      actors: {
        bloggerinfo: fromPromise<CreatorProfile, { handle: string }>(async ({ input }) => {
          const found = known.get(input.handle);
          if (!found) throw new ApiError({ code: 404, message: 'No creator has this handle.', path: '/p/bloggerinfo' });
          return found;
        }),
      },
    });
    const actor = createActor(machine).start();
    const lookup = async (handle: string) => {
      actor.send({ type: 'creators.query.change', value: handle });
      actor.send({ type: 'creators.search' });
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    for (let i = 0; i < 25; i += 1) await lookup(`creator_${i}`);
    await lookup('creator_10');
    const handles = actor.getSnapshot().context.creators.map((c) => c.handle);
    expect(handles).toHaveLength(CREATOR_LIST_MAX);
    expect(handles[0]).toBe('creator_10');
    expect(handles[1]).toBe('creator_24');
    await lookup('nobody_here');
    expect(actor.getSnapshot().context.miss).toEqual({ handle: 'nobody_here', reason: 'unknown' });
    actor.stop();
  });
});
