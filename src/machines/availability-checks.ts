/**
 * How a form runs live availability checks (availability.machine.ts): it invokes a checker per server check
 * ('usernameCheck', 'identityCheck'), forwards the watched fields to it as they change (only values that pass
 * their format rule, so the server is never asked about half a word), and keeps the checkers' answers in
 * `context.availability` for the view and for its guard `isNothingTaken`.
 */
import { assign, enqueueActions, type EventObject } from 'xstate';
import { fieldError, TAKEN_MESSAGES, type FormRules, type FormValues, type Identity } from '../domain/form-rules';
import type { AvailabilityKind, AvailabilityReport, AvailabilityStatus, IdentityValues } from './availability.machine';
import type { FieldEvent, FormContext } from './form-machine';

export type AvailabilityChecks = Record<AvailabilityKind, { status: AvailabilityStatus; taken: Identity[] }>;

export interface CheckedField {
  field: Identity;
  /** The invoke id of the checker that watches this field. */
  check: 'usernameCheck' | 'identityCheck';
}

export const noChecks = (): AvailabilityChecks => ({
  username: { status: 'idle', taken: [] },
  identity: { status: 'idle', taken: [] },
});

interface ChecksContext extends FormContext<FormValues> {
  availability: AvailabilityChecks;
}

/** The sentence for a field another account already uses, per the last answer of the checks. */
export function takenMessage(availability: AvailabilityChecks, field: string): string | null {
  const taken = [...availability.username.taken, ...availability.identity.taken];
  return taken.includes(field as Identity) ? TAKEN_MESSAGES[field as Identity] : null;
}

/** What to show under a field: its rule's sentence first, else that it is taken. */
export function fieldMessage(context: ChecksContext, field: string): string | null {
  return context.errors[field] ?? takenMessage(context.availability, field);
}

/** Which check is running for a field: 'checking', 'available', 'taken', 'unknown' or 'idle'. */
export function fieldCheckStatus(
  context: ChecksContext,
  field: string,
  checked: readonly CheckedField[],
): AvailabilityStatus {
  const entry = checked.find((c) => c.field === field);
  if (!entry) return 'idle';
  const status = context.availability[entry.check === 'usernameCheck' ? 'username' : 'identity'];
  if (status.status === 'taken' && !status.taken.includes(entry.field)) return 'available';
  return status.status;
}

/** The actions and guard of the pattern, for a machine with context C and events E (see formImplementations). */
export function availabilityImplementations<C extends ChecksContext, E extends EventObject>(
  rules: FormRules<C['values']>,
  checked: readonly CheckedField[],
  /** Values not to ask about (e.g. the creator's own handle, which the server would call taken). */
  skip: (field: Identity, value: string, context: C) => boolean = () => false,
) {
  const valuesFor = (check: CheckedField['check'], values: C['values'], context: C): IdentityValues => {
    const out: IdentityValues = {};
    for (const entry of checked) {
      if (entry.check !== check) continue;
      const value = values[entry.field]?.trim() ?? '';
      if (value === '' || skip(entry.field, value, context)) continue;
      if (fieldError(rules, entry.field, values) === null) out[entry.field] = value;
    }
    return out;
  };
  return {
    actions: {
      forwardToChecks: enqueueActions<C, E, undefined, E, never, never, never, never, never>((({
        context,
        event,
        enqueue,
      }: {
        context: C;
        event: E;
        enqueue: unknown;
      }) => {
        const { field, value } = event as unknown as Extract<FieldEvent, { type: 'field.change' }>;
        const entry = checked.find((c) => c.field === field);
        if (!entry) return;
        const values = { ...context.values, [field]: value };
        (enqueue as { sendTo(to: string, event: EventObject): void }).sendTo(entry.check, {
          type: 'availability.check',
          values: valuesFor(entry.check, values, context),
        } as EventObject);
      }) as never),
      assignAvailability: assign<C, E, undefined, E, never>((({ context, event }: { context: C; event: E }) => {
        const report = event as unknown as AvailabilityReport;
        return {
          availability: { ...context.availability, [report.kind]: { status: report.status, taken: report.taken } },
        };
      }) as never),
    },
    guards: {
      isNothingTaken: ({ context }: { context: C }) =>
        context.availability.username.taken.length === 0 && context.availability.identity.taken.length === 0,
    },
  };
}

/** The region that forwards field changes to the checkers and keeps their answers. */
export function availabilityRegion(what: string) {
  return {
    description: `Live checks that ${what} are still free.`,
    initial: 'watching',
    states: {
      watching: {
        description: 'Each change of a watched field goes to its checker; each answer is kept.',
        on: {
          'field.change': {
            actions: 'forwardToChecks',
            description: 'A watched field changed: its checker hears the new value.',
          },
          'availability.changed': {
            actions: 'assignAvailability',
            description: 'A checker answered (or started waiting).',
          },
        },
      },
    },
  } as const;
}
