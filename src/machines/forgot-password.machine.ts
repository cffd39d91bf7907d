import { assign, emit, fromPromise, setup } from 'xstate';
import { getCodeV2, updatePasswordV2, verifyCode } from '../api/account';
import { encryptPassword } from '../api/password-encryption';
import {
  FORGOT_CODE_RULES,
  FORGOT_EMAIL_RULES,
  NEW_PASSWORD_RULES,
  type ForgotCodeValues,
  type ForgotEmailValues,
  type NewPasswordValues,
} from '../domain/form-rules';
import { LOGIN_PATH, PASSWORD_RESET_TEXT, RESEND_TICK_MS, VERIFICATION_RESEND_SECONDS } from '../domain/spec-constants';
import { editingState, formImplementations, initialForm, type FieldEvent, type FormContext } from './form-machine';
import type { SignInEmitted } from './sign-in-effects';
import type { MachineCard } from './machine-catalog';

export type ForgotValues = ForgotEmailValues & ForgotCodeValues & NewPasswordValues;
export type CodeDispatch = Awaited<ReturnType<typeof getCodeV2>>;
export type CodeCheck = Awaited<ReturnType<typeof verifyCode>>;

export interface ForgotPasswordContext extends FormContext<ForgotValues> {
  /** Seconds until another code may be asked for (spec §5: 60 by default; the server's answer says). */
  secondsLeft: number;
  encryptedPassword: string | null;
}

export type ForgotPasswordEvent =
  | FieldEvent
  | { type: 'forgot.sendCode' }
  | { type: 'forgot.resendCode' }
  | { type: 'forgot.verifyCode' }
  | { type: 'forgot.changeEmail' }
  | { type: 'forgot.resetPassword' };

/** The sentence for a code the server did not accept, with the tries left before it is burnt. */
export function wrongCodeText(check: CodeCheck): string {
  if (check.attemptsLeft <= 0) return 'This code can no longer be used. Ask for a new code.';
  return `That code is not right. ${check.attemptsLeft} ${check.attemptsLeft === 1 ? 'try' : 'tries'} left.`;
}

const resendSecondsOf = (dispatch: CodeDispatch) => dispatch.resendAfterSeconds || VERIFICATION_RESEND_SECONDS;

const form = formImplementations<ForgotPasswordContext, ForgotPasswordEvent>()({
  email: FORGOT_EMAIL_RULES,
  code: FORGOT_CODE_RULES,
  password: NEW_PASSWORD_RULES,
});

const codeRequest = ({ context }: { context: ForgotPasswordContext }) => ({
  email: context.values.email.trim(),
  type: 'forgot' as const,
});

/**
 * Forgot password (spec §2 forgotPassword, §5 code input of 6 characters and a 60 s resend timer): the email
 * gets a code (get_code_v2, type 'forgot'); the code is checked (verify_code) before the new password is asked
 * for; update_password_v2 sets it, encrypted, and the creator goes back to login with a success toast.
 */
export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    emitted: {} as SignInEmitted,
    tags: {} as 'busy' | 'error' | 'field-errors' | 'resend-waiting',
  },
  actors: {
    getCodeV2: fromPromise<CodeDispatch, { email: string; type: 'forgot' }>(({ input, signal }) =>
      getCodeV2(input, { signal }),
    ),
    verifyCode: fromPromise<CodeCheck, { email: string; type: 'forgot'; code: string }>(({ input, signal }) =>
      verifyCode(input, { signal }),
    ),
    encryptPassword: fromPromise<string, { password: string }>(({ input }) => encryptPassword(input.password)),
    updatePasswordV2: fromPromise<unknown, { email: string; code: string; newPassword: string }>(({ input, signal }) =>
      updatePasswordV2(input, { signal }),
    ),
  },
  actions: {
    ...form.actions,
    assignSecondsLeft: assign((_, params: { seconds: number }) => ({ secondsLeft: params.seconds })),
    assignTick: assign({ secondsLeft: ({ context }) => Math.max(0, context.secondsLeft - 1) }),
    assignWrongCode: assign((_, params: { check: CodeCheck }) => ({ failure: wrongCodeText(params.check) })),
    clearCode: assign({ values: ({ context }) => ({ ...context.values, code: '' }) }),
    assignEncrypted: assign((_, params: { ciphertext: string }) => ({ encryptedPassword: params.ciphertext })),
    forgetEncrypted: assign({ encryptedPassword: null }),
    notifyCodeSent: emit(({ context }) => ({
      type: 'toast.show' as const,
      text: `We sent a code to ${context.values.email.trim()}.`,
    })),
    notifyReset: emit({ type: 'toast.show', text: PASSWORD_RESET_TEXT }),
    navigateToLogin: emit({ type: 'route.navigate', path: LOGIN_PATH }),
  },
  guards: {
    ...form.guards,
    isCodeValid: (_, params: { check: CodeCheck }) => params.check.valid,
    hasSecondsAfterTick: ({ context }) => context.secondsLeft > 1,
  },
  delays: { resendTick: RESEND_TICK_MS },
}).createMachine({
  id: 'forgotPassword',
  description: 'Reset a forgotten password with a 6-digit code sent to the email address.',
  context: {
    ...initialForm<ForgotValues>({ email: '', code: '', newPassword: '', confirmPassword: '' }),
    secondsLeft: 0,
    encryptedPassword: null,
  },
  initial: 'email',
  states: {
    email: editingState({
      submit: 'forgot.sendCode',
      target: '#forgotPassword.sendingCode',
      form: 'email',
      what: 'the email address',
    }),
    sendingCode: {
      description: "get_code_v2 (type 'forgot') emails a code; its answer says when another may be asked for.",
      tags: ['busy'],
      invoke: {
        id: 'getCodeV2',
        src: 'getCodeV2',
        input: codeRequest,
        onDone: {
          target: 'code',
          actions: [
            'clearCode',
            'notifyCodeSent',
            { type: 'assignSecondsLeft', params: ({ event }) => ({ seconds: resendSecondsOf(event.output) }) },
          ],
          description: 'The code is on its way: ask for it and start the resend timer.',
        },
        onError: {
          target: '#forgotPassword.email.failed',
          actions: { type: 'assignFailureText', params: ({ event }) => ({ error: event.error }) },
          description: "Not sent (e.g. asked again within 60 s): the server's message shows.",
        },
      },
    },
    code: {
      description: 'The creator types the 6-digit code; a new one can be asked for when the timer runs out.',
      type: 'parallel',
      on: {
        'forgot.changeEmail': {
          target: 'email',
          actions: 'clearErrors',
          description: 'Wrong address: go back and send a code to another one.',
        },
      },
      states: {
        entry: {
          description: 'Typing and checking the code.',
          initial: 'editing',
          states: {
            editing: editingState({
              submit: 'forgot.verifyCode',
              target: '#forgotPassword.code.entry.verifying',
              form: 'code',
              what: 'the code from the email',
            }),
            verifying: {
              description: 'verify_code checks the code without using it up.',
              tags: ['busy'],
              invoke: {
                id: 'verifyCode',
                src: 'verifyCode',
                input: ({ context }) => ({ ...codeRequest({ context }), code: context.values.code }),
                onDone: [
                  {
                    guard: { type: 'isCodeValid', params: ({ event }) => ({ check: event.output }) },
                    target: '#forgotPassword.password',
                    description: 'The code is right: ask for the new password.',
                  },
                  {
                    target: 'editing.failed',
                    actions: { type: 'assignWrongCode', params: ({ event }) => ({ check: event.output }) },
                    description: 'Wrong or expired: say so, with the tries left.',
                  },
                ],
                onError: {
                  target: 'editing.failed',
                  actions: { type: 'assignFailureText', params: ({ event }) => ({ error: event.error }) },
                  description: "The check failed: the server's message shows.",
                },
              },
            },
          },
        },
        resend: {
          description: 'The resend timer (spec §5: 60 s by default).',
          initial: 'counting',
          states: {
            counting: {
              description: 'Counting down; the resend button shows the seconds left.',
              tags: ['resend-waiting'],
              after: {
                resendTick: [
                  {
                    guard: 'hasSecondsAfterTick',
                    target: 'counting',
                    reenter: true,
                    actions: 'assignTick',
                    description: 'One second less to wait.',
                  },
                  { target: 'available', actions: 'assignTick', description: 'The wait is over.' },
                ],
              },
            },
            available: {
              description: 'Another code may be asked for.',
              on: { 'forgot.resendCode': { target: 'sending', description: 'The creator asks for a new code.' } },
            },
            sending: {
              description: 'get_code_v2 sends a new code (the previous one stops working).',
              tags: ['resend-waiting'],
              invoke: {
                id: 'resendCode',
                src: 'getCodeV2',
                input: codeRequest,
                onDone: {
                  target: 'counting',
                  actions: [
                    'notifyCodeSent',
                    { type: 'assignSecondsLeft', params: ({ event }) => ({ seconds: resendSecondsOf(event.output) }) },
                  ],
                  description: 'Sent: the timer starts again.',
                },
                onError: {
                  target: 'available',
                  description: 'Not sent; the API layer told the creator why; they may try again.',
                },
              },
            },
          },
        },
      },
    },
    password: editingState({
      submit: 'forgot.resetPassword',
      target: '#forgotPassword.resetting',
      form: 'password',
      what: 'the new password, twice',
    }),
    resetting: {
      description: 'The new password is set; the button waits.',
      tags: ['busy'],
      initial: 'encrypting',
      states: {
        encrypting: {
          description: "The new password is encrypted with the server's public key.",
          invoke: {
            id: 'encryptPassword',
            src: 'encryptPassword',
            input: ({ context }) => ({ password: context.values.newPassword }),
            onDone: {
              target: 'updating',
              actions: { type: 'assignEncrypted', params: ({ event }) => ({ ciphertext: event.output }) },
              description: 'Encrypted.',
            },
            onError: {
              target: '#forgotPassword.password.failed',
              actions: { type: 'assignFailureText', params: ({ event }) => ({ error: event.error }) },
              description: 'The key could not be fetched or used: nothing was sent.',
            },
          },
        },
        updating: {
          description:
            'update_password_v2 sets the password with the code (which it uses up) and signs out every session.',
          invoke: {
            id: 'updatePasswordV2',
            src: 'updatePasswordV2',
            input: ({ context }) => ({
              email: context.values.email.trim(),
              code: context.values.code,
              newPassword: context.encryptedPassword ?? '',
            }),
            onDone: {
              target: '#forgotPassword.done',
              actions: ['forgetEncrypted', 'notifyReset', 'navigateToLogin'],
              description: 'Reset: back to login with a success toast.',
            },
            onError: {
              target: '#forgotPassword.password.failed',
              actions: [
                'forgetEncrypted',
                { type: 'assignFailureText', params: ({ event }) => ({ error: event.error }) },
              ],
              description: "Refused (e.g. the code expired meanwhile): the server's message shows.",
            },
          },
        },
      },
    },
    done: { type: 'final', description: 'The password is reset; the login page opens.' },
  },
});

export const card = {
  machine: forgotPasswordMachine,
  title: 'Forgot password',
  spec: '§2 forgotPassword, §5 code input',
  screen: 'forgotPassword',
} satisfies MachineCard<typeof forgotPasswordMachine>;
