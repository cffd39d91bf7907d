import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import type { AnyActorRef, AnyStateMachine, InputFrom } from 'xstate';
import { fieldBlur, fieldChange, type FormContext } from '../../machines/form-machine';
import { fieldCheckStatus, fieldMessage, type CheckedField } from '../../machines/availability-checks';
import type { AvailabilityStatus } from '../../machines/availability.machine';
import type { FormValues } from '../../domain/form-rules';
import { useAppSend, type AppEvent, useAppActorRef } from '../shell/app-runtime';

/**
 * Runs a sign-in or profile machine for one page and hands what it emits (session.signedIn, toast.show,
 * route.navigate, …) to the app runtime, which carries each out. The page only reads state and sends events.
 */
export function useFlow<M extends AnyStateMachine>(machine: M, input?: InputFrom<M>) {
  const send = useAppSend();
  const actor = useAppActorRef(machine, input === undefined ? undefined : ({ input } as never));
  useEffect(() => {
    const subscription = actor.on('*', (event) => send(event as AppEvent));
    return () => subscription.unsubscribe();
  }, [actor, send]);
  return actor;
}

type FormSnapshot = { context: FormContext<FormValues> };

/** The props of a form field bound to a machine's form: its value and sentence, and the events it sends. */
export function useField(actor: AnyActorRef, name: string) {
  const value = useSelector(actor, (s: FormSnapshot) => s.context.values[name] ?? '');
  const error = useSelector(actor, (s: FormSnapshot) => s.context.errors[name] ?? null);
  return {
    name,
    value,
    error,
    onChange: (next: string) => actor.send(fieldChange(name, next)),
    onBlur: () => actor.send(fieldBlur(name)),
  };
}

/** The form's state as the pages show it: busy, the server's message, and whether `submit` can be sent. */
export function useFormStatus(actor: AnyActorRef, submit: string) {
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const canSubmit = useSelector(actor, (s) => s.can({ type: submit }));
  const failure = useSelector(actor, (s: FormSnapshot & { hasTag(t: string): boolean }) =>
    s.hasTag('error') ? s.context.failure : null,
  );
  return { busy, canSubmit, failure };
}

type ChecksSnapshot = { context: Parameters<typeof fieldMessage>[0] };

const CHECK_HINTS: Partial<Record<AvailabilityStatus, string>> = { checking: 'Checking…', available: 'Available' };

/** A field whose value is checked live for availability: the taken sentence shows like a rule's, progress as a hint. */
export function useCheckedField(actor: AnyActorRef, name: string, checked: readonly CheckedField[]) {
  const field = useField(actor, name);
  const error = useSelector(actor, (s: ChecksSnapshot) => fieldMessage(s.context, name));
  const status = useSelector(actor, (s: ChecksSnapshot) => fieldCheckStatus(s.context, name, checked));
  return { ...field, error, hint: field.value ? (CHECK_HINTS[status] ?? null) : null };
}
