/**
 * An actor whose machine comes in its own chunk, so the shell's initial JS does not carry it (issue: Foundation,
 * 100 kB gzip). The chunk is requested at once; the actor starts as soon as it is in (a few ms after the entry),
 * and until then it looks like an actor in a state with no tags: events wait and are delivered in order,
 * subscribers and `on` handlers are attached to the real actor when it starts.
 */
import {
  createActor,
  type Actor,
  type ActorOptions,
  type AnyActorLogic,
  type AnyEventObject,
  type Observer,
} from 'xstate';

/** What selectors read before the machine is in: no tags, no state matched, the machine's initial context. */
function placeholderSnapshot(context: unknown) {
  return {
    status: 'active',
    value: null,
    context,
    output: undefined,
    error: undefined,
    tags: new Set(),
    hasTag: () => false,
    matches: () => false,
    can: () => false,
  };
}

type AnyActor = Actor<AnyActorLogic>;

const started = new WeakMap<object, Promise<unknown>>();

/** Resolves once a deferred actor's machine is in and the actor started (at once for any other actor). */
export function whenStarted(actor: object): Promise<void> {
  return Promise.resolve(started.get(actor)).then(() => undefined);
}

export function deferredActor<TLogic extends AnyActorLogic>(
  load: () => Promise<TLogic>,
  initialContext: unknown,
  options: Pick<ActorOptions<AnyActorLogic>, 'inspect' | 'input'> = {},
): Actor<TLogic> {
  let actor: AnyActor | null = null;
  const placeholder = placeholderSnapshot(initialContext);
  const queued: AnyEventObject[] = [];
  type Attachment = { attach(real: AnyActor): void; detach(): void };
  const attachments = new Set<Attachment>();

  const attachable = (connect: (real: AnyActor) => { unsubscribe(): void }) => {
    let live: { unsubscribe(): void } | null = null;
    const attachment: Attachment = {
      attach: (real) => (live = connect(real)),
      detach: () => {
        live?.unsubscribe();
        live = null;
        attachments.delete(attachment);
      },
    };
    if (actor) attachment.attach(actor);
    else attachments.add(attachment);
    return { unsubscribe: attachment.detach };
  };

  let stopped = false;
  const ready = load().then((logic) => {
    const real: AnyActor = createActor(logic as AnyActorLogic, options);
    if (stopped) return real;
    actor = real;
    for (const attachment of attachments) attachment.attach(real);
    attachments.clear();
    real.start();
    for (const event of queued.splice(0)) real.send(event);
    return real;
  });

  const deferred = {
    /** Nothing to do: the actor starts once its machine is in. */
    start() {},
    stop() {
      stopped = true;
      actor?.stop();
    },
    send(event: AnyEventObject) {
      if (actor) actor.send(event);
      else queued.push(event);
    },
    getSnapshot() {
      return actor ? actor.getSnapshot() : placeholder;
    },
    subscribe(observer: Observer<unknown> | ((snapshot: unknown) => void)) {
      const next = typeof observer === 'function' ? observer : observer.next?.bind(observer);
      const subscription = attachable((real) => real.subscribe((snapshot) => next?.(snapshot)));
      // The first snapshot of the real actor reaches a subscriber that came before it.
      if (!actor) void ready.then((real) => next?.(real.getSnapshot()));
      return subscription;
    },
    on(type: string, handler: (event: AnyEventObject) => void) {
      return attachable((real) => real.on(type as never, handler as never));
    },
  };
  started.set(deferred, ready);
  return deferred as unknown as Actor<TLogic>;
}
