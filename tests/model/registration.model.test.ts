import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import {
  EMPTY_REGISTRATION,
  registrationMachine,
  type RegistrationEvent,
} from '../../src/machines/registration.machine';
import { fieldBlur, fieldChange } from '../../src/machines/form-machine';
import { fieldMessage } from '../../src/machines/availability-checks';
import { TAKEN_MESSAGES, fieldError, formErrors, REGISTRATION_RULES } from '../../src/domain/form-rules';
import { ACCOUNT_CREATED_TEXT } from '../../src/domain/spec-constants';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';
import {
  CIPHERTEXT,
  done,
  failed,
  listeningChild,
  newCallLog,
  recordingActors,
  sentStrings,
  serverError,
  type CallLog,
} from '../support/flow-fakes';
import { CreatorFacingError } from '../../src/domain/creator-facing-error';

type Snap = SnapshotFrom<typeof registrationMachine>;

const PASSWORD = 'Secret-pass-1';
/** The required fields and the (optional) handle, filled one at a time in this order by the model. */
const FILL: [string, string][] = [
  ['username', 'jane_doe'],
  ['password', PASSWORD],
  ['confirmPassword', PASSWORD],
  ['email', 'jane@example.com'],
  ['handle', 'jane.picks'],
];
const RESULT = {
  token: 't'.repeat(40),
  userId: 'u1',
  username: 'jane_doe',
  userType: 'new',
  loginType: 1,
  shopName: 'jane_doe',
};
const TAKEN = serverError('This user name is already taken.', 409, '/blogger/v3/register');

function events(snapshot: Snap): RegistrationEvent[] {
  const { values } = snapshot.context;
  const out: RegistrationEvent[] = [];
  const next = FILL.find(([field]) => values[field] === '');
  // The industries load first; the form is explored once they have answered.
  if (snapshot.matches({ industries: 'loading' }))
    return [
      done('industryListV2', [{ id: 'fashion', name: 'Fashion' }]),
      failed('industryListV2', serverError('offline')),
    ] as never;
  if (snapshot.matches({ industries: 'failed' })) out.push({ type: 'industries.retry' });
  if (snapshot.matches({ form: 'editing' })) {
    if (next) out.push(fieldChange(next[0], next[1]));
    if (values.username === 'jane_doe' && values.handle === '') out.push(fieldChange('username', 'x'));
    out.push(fieldBlur('username'), { type: 'registration.submit' });
    if (!next) {
      out.push({ type: 'availability.changed', kind: 'identity', status: 'taken', taken: ['handle'] });
      out.push({ type: 'availability.changed', kind: 'identity', status: 'available', taken: [] });
    }
  }
  out.push(
    done('encryptPassword', CIPHERTEXT) as never,
    failed('encryptPassword', new CreatorFacingError('The password could not be encrypted.')) as never,
  );
  out.push(done('registerV3', RESULT) as never, failed('registerV3', TAKEN) as never);
  return out;
}

function arrange() {
  const log = newCallLog();
  const machine = registrationMachine.provide({
    actors: {
      ...recordingActors(log, ['industryListV2', 'encryptPassword', 'registerV3']),
      availability: listeningChild(log, 'availability'),
    } as never,
    actions: {
      notifySignedIn: (_, params) => void log.emitted.push({ type: 'session.signedIn', ...params }),
      notifyWelcome: () => void log.emitted.push({ type: 'toast.show', text: ACCOUNT_CREATED_TEXT }),
    },
  });
  return { machine, effects: log };
}

describe('registration machine', () => {
  it('registration: every state and transition; payload encrypted; taken values block sending', async () => {
    const coverage = await exploreModel({
      name: 'registration',
      machine: registrationMachine,
      input: {},
      events,
      arrange,
      assertStep: ({ snapshot, effects }: { snapshot: Snap; effects: CallLog }) => {
        const { context } = snapshot;
        expect(snapshot.hasTag('busy')).toBe(!snapshot.matches({ form: 'editing' }));
        expect(snapshot.can({ type: 'registration.submit' })).toBe(snapshot.matches({ form: 'editing' }));
        expect(sentStrings(effects)).not.toContain(PASSWORD);
        for (const call of effects.calls.filter((c) => c.actor === 'registerV3')) {
          // The handle is optional (launch asks for it afterwards): sent when filled in, left out when not.
          const { handle, ...rest } = call.input as Record<string, string>;
          expect(rest).toEqual({ username: 'jane_doe', password: CIPHERTEXT, email: 'jane@example.com' });
          expect([undefined, 'jane.picks']).toContain(handle);
        }
        // Sent only with a valid form and nothing known to be taken.
        if (snapshot.matches({ form: 'submitting' })) {
          expect(formErrors(REGISTRATION_RULES, context.values)).toEqual({});
          expect(context.availability.identity.taken).toEqual([]);
        }
        // The checkers only ever hear values that pass their rule: the server is not asked about half a word.
        for (const call of effects.calls.filter((c) => c.actor === 'availability')) {
          const { values } = call.input as { values: Record<string, string> };
          for (const [field, value] of Object.entries(values)) {
            expect(fieldError(REGISTRATION_RULES, field, { ...EMPTY_REGISTRATION, [field]: value })).toBeNull();
          }
        }
        if (context.availability.identity.taken.includes('handle')) {
          expect(fieldMessage(context, 'handle')).toBe(TAKEN_MESSAGES.handle);
          expect(snapshot.matches({ form: 'submitting' })).toBe(false);
        }
        if (snapshot.matches({ form: 'registered' })) {
          expect(effects.emitted).toEqual([
            { type: 'toast.show', text: ACCOUNT_CREATED_TEXT },
            { type: 'session.signedIn', result: RESULT },
          ]);
        } else expect(effects.emitted).toEqual([]);
        if (snapshot.matches({ form: { editing: 'failed' } })) {
          expect(['This user name is already taken.', 'The password could not be encrypted.']).toContain(
            context.failure,
          );
        }
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  }, 30_000);
});
