/**
 * The form pattern every sign-in and profile machine shares: values typed into fields, sentences for the
 * invalid ones, and the server's message after a failed send. A machine spreads `formImplementations(...)`
 * into its setup and builds its editing state with `editingState(...)`; its own states say what sending means.
 *
 * When errors show: a field's rule is checked when the creator leaves the field (blur) and, once it shows an
 * error, again on every keystroke so the sentence disappears the moment the value is fixed; a send checks
 * every field of the form being sent. Typing never shows a new error mid-word, and leaving a field empty shows
 * none either (until a send asks for it): a creator who only passes through a field, e.g. from the focused user
 * name to the 'Create an account' link, is not told off, and the sentence appearing would move the link away
 * from under the pointer between press and release, so the click would be lost.
 */
import { and, assign, type EventObject, type MachineContext, type ParameterizedObject } from 'xstate';
import {
  fieldError,
  formErrors,
  hasErrors,
  type FieldErrors,
  type FormRules,
  type FormValues,
} from '../domain/form-rules';
import { failureText } from './failure-text';

export interface FormContext<V extends FormValues> extends MachineContext {
  values: V;
  /** The sentences on screen, by field. */
  errors: FieldErrors<V>;
  /** The server's message after a failed send (or our sentence for a failure without one). */
  failure: string | null;
}

export type FieldEvent = { type: 'field.change'; field: string; value: string } | { type: 'field.blur'; field: string };

/** The event a view sends for an input. */
export const fieldChange = (field: string, value: string): FieldEvent => ({ type: 'field.change', field, value });
export const fieldBlur = (field: string): FieldEvent => ({ type: 'field.blur', field });

export function initialForm<V extends FormValues>(values: V): FormContext<V> {
  return { values, errors: {}, failure: null };
}

/** Which form of a machine's forms an action or guard is about (a machine with one form has just 'main'). */
export type FormParams<F extends string> = { form: F };

const isField = <V extends FormValues>(values: V, field: string): field is keyof V & string =>
  Object.prototype.hasOwnProperty.call(values, field);

function without<V extends FormValues>(errors: FieldErrors<V>, field: keyof V & string): FieldErrors<V> {
  const { [field]: _dropped, ...rest } = errors;
  return rest as FieldErrors<V>;
}

/** The errors after re-checking the fields that show one (a changed password also re-checks its confirmation). */
function recheckShown<V extends FormValues>(rules: FormRules<V>, values: V, errors: FieldErrors<V>): FieldErrors<V> {
  let next = errors;
  for (const field of Object.keys(errors) as (keyof V & string)[]) {
    const error = fieldError(rules, field, values);
    next = error === null ? without(next, field) : { ...next, [field]: error };
  }
  return next;
}

const changed = (event: EventObject) => event as Extract<FieldEvent, { type: 'field.change' }>;
const left = (event: EventObject) => event as Extract<FieldEvent, { type: 'field.blur' }>;

/** An empty field left without a sentence on screen: leaving it shows nothing (a send still checks it). */
const isPassedThrough = <V extends FormValues>(context: FormContext<V>, field: keyof V & string) =>
  (context.values[field] ?? '').trim() === '' && context.errors[field] === undefined;

/**
 * The actions and guards of the pattern, for a machine with context C and events E whose forms have these
 * rules (`formImplementations<Context, Event>()(rulesByForm)`). Their names are the vocabulary of
 * `editingState`; spread them into the machine's setup.
 */
export function formImplementations<C extends FormContext<FormValues>, E extends EventObject>() {
  return <F extends string>(rulesByForm: Record<F, FormRules<C['values']>>) => {
    type V = C['values'];
    const allRules = Object.assign({}, ...Object.values<FormRules<V>>(rulesByForm)) as FormRules<V>;
    const update = <P extends ParameterizedObject['params'] | undefined>(
      fn: (args: { context: C; event: E }, params: P) => Partial<FormContext<V>>,
    ) => assign<C, E, P, E, never>(fn as never);
    const guard = <P extends ParameterizedObject['params'] | undefined>(
      fn: (args: { context: C; event: E }, params: P) => boolean,
    ) => fn;
    return {
      actions: {
        assignField: update(({ context, event }) => {
          const { field, value } = changed(event);
          if (!isField(context.values, field)) return {};
          const values = { ...context.values, [field]: value };
          return { values, errors: recheckShown(allRules, values, context.errors) };
        }),
        assignBlur: update(({ context, event }) => {
          const { field } = left(event);
          if (!isField(context.values, field) || isPassedThrough(context, field)) return {};
          const error = fieldError(allRules, field, context.values);
          const shown =
            error === null ? without(context.errors, field) : ({ ...context.errors, [field]: error } as FieldErrors<V>);
          return { errors: shown };
        }),
        assignAllErrors: update(({ context }, params: FormParams<F>) => ({
          errors: formErrors(rulesByForm[params.form], context.values),
        })),
        clearFailure: update(() => ({ failure: null })),
        clearErrors: update(() => ({ errors: {}, failure: null })),
        /** Shows a failure; the error comes as a parameter, so any error event (a call's, an actor's) can use it. */
        assignFailureText: update((_, params: { error: unknown }) => ({ failure: failureText(params.error) })),
      },
      guards: {
        isFormValid: guard(
          ({ context }, params: FormParams<F>) => !hasErrors(formErrors(rulesByForm[params.form], context.values)),
        ),
        hasNoFieldErrors: guard(({ context }) => !hasErrors(context.errors)),
        /** Leaving this field shows an error: its value breaks its rule (an empty field only once a send asked for it). */
        isBlurInvalid: guard(({ context, event }) => {
          const { field } = left(event);
          return (
            isField(context.values, field) &&
            !isPassedThrough(context, field) &&
            fieldError(allRules, field, context.values) !== null
          );
        }),
      },
    };
  };
}

/**
 * A form being filled in: `ready`, `invalid` (sentences next to fields; tag `field-errors`) or `failed` (the
 * server refused the last send; tag `error`). `submit` sends the form when all of its fields pass, else shows
 * every sentence. `what` names the form in the descriptions the statechart viewer shows.
 */
export function editingState<
  const Submit extends string,
  const Target extends string,
  const F extends string,
  const On extends object = {},
>(options: {
  submit: Submit;
  target: Target;
  form: F;
  what: string;
  /** Extra checks before sending (e.g. a handle known to be taken): guard names that must all pass. */
  alsoRequire?: string;
  /** More transitions of the editing state (e.g. switching to another form). */
  on?: On;
}) {
  const valid = { type: 'isFormValid', params: { form: options.form } } as const;
  return {
    initial: 'ready',
    description: `The creator fills in ${options.what}.`,
    on: {
      'field.change': {
        actions: 'assignField',
        description: 'A keystroke or choice updates the value; a sentence already shown is checked again at once.',
      },
      'field.blur': [
        {
          guard: 'isBlurInvalid',
          target: '.invalid',
          actions: 'assignBlur',
          description:
            'Leaving a field whose value breaks its rule shows the sentence next to it (an empty one only after a send asked for it).',
        },
        { actions: 'assignBlur', description: 'Leaving a field that is fine clears its sentence, if any.' },
      ],
      [options.submit]: [
        {
          guard: options.alsoRequire ? and([valid, options.alsoRequire]) : valid,
          target: options.target,
          actions: 'clearFailure',
          description: `Every field of ${options.what} passes: it is sent.`,
        },
        {
          target: '.invalid',
          actions: { type: 'assignAllErrors', params: { form: options.form } },
          description: 'Some field does not pass: nothing is sent and every sentence shows next to its field.',
        },
      ],
      ...(options.on as On),
    },
    states: {
      ready: { description: 'No sentence on screen; the form can be sent.' },
      invalid: {
        description: 'Sentences show next to the fields that need fixing.',
        tags: ['field-errors'],
        always: {
          guard: 'hasNoFieldErrors',
          target: 'ready',
          description: 'The last sentence disappeared as its field was fixed.',
        },
      },
      failed: {
        description: 'The server refused the last send; its message shows above the button until the creator edits.',
        tags: ['error'],
        on: {
          'field.change': {
            target: 'ready',
            actions: ['assignField', 'clearFailure'],
            description: 'Editing after a refusal hides the message: the next send gets a fresh answer.',
          },
        },
      },
    },
  } as const;
}
