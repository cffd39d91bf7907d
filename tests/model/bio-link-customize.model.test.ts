import { describe, expect, it } from 'vitest';
import {
  AVATAR_SAVED_TEXT,
  LOOK_LOAD_FAILED,
  LOOK_SAVED_TEXT,
  bioLinkCustomizeMachine,
  loadedLook,
  lookDraftOf,
  lookRequest,
  storedColours,
  type AvatarFile,
  type BioLinkCustomizeEvent,
  type BioLinkCustomizeSnapshot,
} from '../../src/machines/bio-link-customize.machine';
import { BIO_THEME_TABLE } from '../../src/domain/bio-themes';
import { BIO_LINK_NEW_PATH, BIO_LINK_PATH, BIO_LINK_TEXTS } from '../../src/domain/bio-link';
import { done, failed, lastCall, newCallLog, recordingActors, serverError, type CallLog } from '../support/flow-fakes';
import { bioDetail } from '../support/bio-link-fixtures';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

const ev = (e: unknown) => e as BioLinkCustomizeEvent;
const PAGE = bioDetail();
const LOOK = PAGE.customize;
/** The look as another window left it: a darker background. */
const THEIRS = { ...LOOK, backgroundColor: '#111111' };
const WITH_AVATAR = { ...LOOK, avatarUrl: 'http://127.0.0.1:8080/media/bio-avatars/abc.png' };
const SAVED = { ...WITH_AVATAR, buttonColor: '#10B981' };
const file = (type: string, size: number) => ({ name: 'me.png', type, size }) as unknown as AvatarFile;
const PICTURE = file('image/png', 2048);
const UNREADABLE = 'Button text colour #11B982 is too close to the button colour #10B981 to read.';

function eventsFor(snapshot: BioLinkCustomizeSnapshot): BioLinkCustomizeEvent[] {
  const events: BioLinkCustomizeEvent[] = [
    { type: 'look.colour.change', field: 'buttonColor', value: 'rgb(16, 185, 129)' },
    { type: 'look.shape.select', shape: 'pill' },
    { type: 'look.font.select', font: 'serif' },
    { type: 'look.theme.select', theme: 'midnight' },
    { type: 'look.avatar.choose', file: PICTURE },
    { type: 'look.avatar.choose', file: file('application/pdf', 100) },
    { type: 'look.avatar.choose', file: file('image/jpeg', 3 * 1024 * 1024) },
    { type: 'look.avatar.remove' },
    { type: 'look.save' },
    { type: 'look.done' },
    { type: 'bioPage.retry' },
    { type: 'bioPage.create' },
    { type: 'conflict.keepMine' },
    { type: 'conflict.takeTheirs' },
    { type: 'conflict.cancel' },
  ];
  if (snapshot.matches('loading'))
    events.push(
      ev(done('getBioLinkDetail', PAGE)),
      ev(done('getBioLinkDetail', null)),
      ev(failed('getBioLinkDetail', new Error('offline'))),
    );
  if (snapshot.matches('uploading'))
    events.push(
      ev(done('uploadBioAvatar', WITH_AVATAR)),
      ev(failed('uploadBioAvatar', serverError('This file is not a JPEG, PNG or WebP picture.'))),
    );
  if (snapshot.matches('checking')) {
    events.push(
      ev(done('checkSave', [])),
      ev(done('checkSave', [{ field: '/buttonTextColor', message: UNREADABLE }])),
      ev(failed('checkSave', new Error('offline'))),
    );
  }
  if (snapshot.matches('saving'))
    events.push(
      ev(done('save', { saved: SAVED })),
      ev(done('save', { changedElsewhere: THEIRS })),
      ev(failed('save', new Error('offline'))),
    );
  return events;
}

describe('Customize the bio page (home/customize)', () => {
  it('bio-link-customize: every state and transition; colours go out as stored hex, pictures are checked before upload', async () => {
    const coverage = await exploreModel<typeof bioLinkCustomizeMachine, CallLog>({
      name: 'bio-link-customize',
      machine: bioLinkCustomizeMachine,
      events: eventsFor,
      serializeState: (s) =>
        JSON.stringify({
          v: s.value,
          c: s.context.draft.colours.buttonColor,
          sh: s.context.draft.buttonShape,
          r: s.context.draft.removeAvatar,
          a: s.context.look?.avatarUrl ?? null,
          l: s.context.latest !== null,
          ap: s.context.avatarProblem !== null,
          p: Object.keys(s.context.problems),
        }),
      arrange: () => {
        const log = newCallLog();
        return {
          machine: bioLinkCustomizeMachine.provide({
            actors: recordingActors(log, ['getBioLinkDetail', 'checkSave', 'save', 'uploadBioAvatar']) as never,
          }),
          effects: log,
        };
      },
      observe: (actor, log) => void actor.on('*', (e) => log.emitted.push(e)),
      assertStep: ({ snapshot, event, effects }) => {
        const { context } = snapshot;
        expect(snapshot.hasTag('busy')).toBe(
          ['loading', 'checking', 'saving', 'uploading'].some((s) => snapshot.matches(s as never)),
        );
        expect(snapshot.hasTag('conflict')).toBe(snapshot.matches('conflict'));
        // Only pictures of an accepted type and size are uploaded.
        for (const call of effects.calls.filter((c) => c.actor === 'uploadBioAvatar'))
          expect((call.input as { file: AvatarFile }).file).toBe(PICTURE);
        if (event.type === 'look.avatar.choose' && event.file !== PICTURE) {
          expect(context.avatarProblem).toBe(
            event.file.type === 'application/pdf' ? BIO_LINK_TEXTS.avatarType : BIO_LINK_TEXTS.avatarSize,
          );
        }
        // A save names the look it started from: the one read, or after a conflict the one read then.
        if (snapshot.matches('saving'))
          expect(lastCall(effects, 'save')).toEqual({ draft: context.draft, against: context.latest ?? context.look });
        if (event.type === 'conflict.takeTheirs')
          expect([context.look, context.draft, context.latest]).toEqual([THEIRS, lookDraftOf(THEIRS), null]);
        if ((event.type as string) === 'xstate.done.actor.save' && snapshot.matches('conflict'))
          expect(context.latest).toEqual(THEIRS);
        if (snapshot.matches('checking')) expect(lastCall(effects, 'checkSave')).toEqual({ draft: context.draft });
        // A theme brings its own colours, shape and font; a colour changed afterwards stays the creator's.
        if (event.type === 'look.theme.select' && snapshot.matches('editing')) {
          const { backgroundColor, buttonColor, buttonTextColor, buttonShape, fontFamily } =
            BIO_THEME_TABLE.midnight.start;
          expect(context.draft).toMatchObject({
            theme: 'midnight',
            colours: { backgroundColor, buttonColor, buttonTextColor },
            buttonShape,
            fontFamily,
          });
          expect(context.problems).not.toHaveProperty('buttonTextColor');
        }
        if (event.type === 'look.colour.change')
          expect(storedColours(context.draft.colours).buttonColor).toBe('#10B981');
        if ((event.type as string) === 'xstate.done.actor.save' && snapshot.matches('editing')) {
          expect(context.draft).toEqual(lookDraftOf(SAVED));
          expect(effects.emitted.at(-1)).toEqual({ type: 'toast.show', text: LOOK_SAVED_TEXT });
        }
        if ((event.type as string) === 'xstate.done.actor.uploadBioAvatar') {
          expect(context.look?.avatarUrl).toBe(WITH_AVATAR.avatarUrl);
          expect(effects.emitted.at(-1)).toEqual({ type: 'toast.show', text: AVATAR_SAVED_TEXT });
        }
        if ((event.type as string) === 'xstate.done.actor.checkSave' && snapshot.matches('editing'))
          expect(context.problems).toEqual({ buttonTextColor: UNREADABLE });
        if (snapshot.matches('failed')) expect(context.failure).toBe(LOOK_LOAD_FAILED);
        if (event.type === 'look.done')
          expect(effects.emitted.at(-1)).toEqual({ type: 'route.navigate', path: BIO_LINK_PATH });
        if (event.type === 'bioPage.create')
          expect(effects.emitted.at(-1)).toEqual({ type: 'route.navigate', path: BIO_LINK_NEW_PATH });
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  }, 60_000);

  it('a save carries the look fields alone (never the name and bio Edit page owns) and the look they started from', () => {
    const draft = {
      ...lookDraftOf(LOOK),
      colours: { ...lookDraftOf(LOOK).colours, backgroundColor: 'teal' },
      removeAvatar: true,
    };
    expect(lookRequest(draft)).toEqual({
      backgroundColor: '#008080',
      buttonColor: '#10B981',
      buttonTextColor: '#FFFFFF',
      buttonShape: 'rounded',
      fontFamily: 'system',
      theme: 'classic',
      removeAvatar: true,
    });
    expect(lookRequest({ ...draft, theme: 'paper' })).toMatchObject({ theme: 'paper' });
    expect(loadedLook({ ...LOOK, displayName: undefined, bio: undefined })).toMatchObject({
      displayName: '',
      bio: '',
      backgroundColor: '#FFFFFF',
    });
  });

  it('every colour form a creator types is stored as six-digit uppercase hex', () => {
    expect(
      storedColours({ backgroundColor: '#fff', buttonColor: 'rgb(16, 185, 129)', buttonTextColor: 'not a colour' }),
    ).toEqual({
      backgroundColor: '#FFFFFF',
      buttonColor: '#10B981',
      buttonTextColor: '#000000',
    });
  });
});
