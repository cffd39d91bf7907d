import { fromCallback, fromPromise, type AnyEventObject } from 'xstate';
import { ApiError } from '../../src/api/response-policy';

/**
 * Fakes for the sign-in flows' model tests. A fake call records what it was asked and never settles by itself:
 * the model replays the call's outcome as the `xstate.done.actor.<id>` / `xstate.error.actor.<id>` event of its
 * path, so every answer (and every failure) is one the graph chose, in the order it chose.
 */
export interface CallLog {
  calls: { actor: string; input: unknown }[];
  emitted: AnyEventObject[];
}

export function newCallLog(): CallLog {
  return { calls: [], emitted: [] };
}

/** A promise actor that records its input and waits for the model to decide its outcome. */
export function recordingActor<T, I>(log: CallLog, name: string) {
  return fromPromise<T, I>(({ input }) => {
    log.calls.push({ actor: name, input });
    return new Promise<T>(() => undefined);
  });
}

/** Recording fakes for every named actor of a machine. */
export function recordingActors<N extends string>(log: CallLog, names: readonly N[]) {
  return Object.fromEntries(names.map((name) => [name, recordingActor(log, name)])) as Record<
    N,
    ReturnType<typeof recordingActor>
  >;
}

export const done = <Id extends string>(id: Id, output: unknown) => ({
  type: `xstate.done.actor.${id}` as const,
  output,
});
export const failed = <Id extends string>(id: Id, error: unknown) => ({
  type: `xstate.error.actor.${id}` as const,
  error,
});
/** A delayed transition of a named delay, fired by sending its event (the harness sends it like any other). */
export const after = (delay: string, stateId: string) => ({ type: `xstate.after.${delay}.${stateId}` as const });

export const serverError = (message: string, code = 400, path = '/x') => new ApiError({ code, message, path });

/** The fake ciphertext the fake encryptor answers: clearly not the password, and shaped like base64. */
export const CIPHERTEXT = 'U2VjcmV0LUNpcGhlcnRleHQtT0FFUA==';

export function lastCall(log: CallLog, actor: string): unknown {
  return log.calls.filter((c) => c.actor === actor).at(-1)?.input;
}

/** Every body any call carried, flattened to its string values, to prove a plain password never travelled. */
export function sentStrings(log: CallLog, except: readonly string[] = ['encryptPassword']): string[] {
  const out: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') out.push(value);
    else if (value && typeof value === 'object') for (const v of Object.values(value)) walk(v);
  };
  for (const call of log.calls) if (!except.includes(call.actor)) walk(call.input);
  return out;
}

/**
 * A stand-in for an invoked child machine (the availability checkers): it records what the form sends it and
 * never answers, so the form's model decides the child's reports as events of its own paths. The child machine
 * has its own model test.
 */
export function listeningChild(log: CallLog, name: string) {
  return fromCallback(({ receive }) => {
    receive((event) => void log.calls.push({ actor: name, input: event }));
  });
}

/** The harness's `observe`: keeps what the replayed machine emits (toasts, navigations, session events) as the page would hand it on. */
export function recordEmitted(
  actor: { on(type: '*', handler: (event: AnyEventObject) => void): unknown },
  log: CallLog,
): void {
  actor.on('*', (event) => void log.emitted.push(event));
}

/** How many events of a type a replayed path sent: what the effects of a step should add up to. */
export const countOf = (path: readonly { type: string }[], type: string): number =>
  path.filter((e) => e.type === type).length;
