/**
 * Account info's email: the address on file, and changing it. The new address gets a code (get_code_v2, type
 * 'change'); the code and the address are saved together (saveInfoV4 with email and emailCode), whose answer
 * refreshes the session's user info. The server refuses an address another account uses, and a second code within
 * its resend wait, with a sentence the section shows.
 */
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { getCodeV2, saveInfoV4 } from '../api/account';
import type { UserInfo } from '../api/session-store';
import { EMAIL_CHANGE_RULES, EMAIL_CODE_RULES, type EmailChangeValues } from '../domain/form-rules';
import { editingState, formImplementations, initialForm, type FieldEvent, type FormContext } from './form-machine';
import type { MachineCard } from './machine-catalog';

export type SettingsSaveResult = Awaited<ReturnType<typeof saveInfoV4>>;

export interface AccountEmailContext extends FormContext<EmailChangeValues> {
  /** The address on file ('' for a social account that gave none). */
  email: string;
}

export type AccountEmailEvent =
  | FieldEvent
  | { type: 'email.edit' }
  | { type: 'email.cancel' }
  | { type: 'email.sendCode' }
  /** Back from the code to the address: another address, or another code once the wait is over. */
  | { type: 'email.back' }
  | { type: 'email.save' };

export type AccountEmailEmitted =
  { type: 'toast.show'; text: string } | { type: 'session.userInfoChanged'; userInfo: UserInfo; relaunch: false };

export const emailChangedText = (email: string) => `Your email address is now ${email}.`;
export const codeSentText = (email: string) => `We sent a code to ${email}. Enter it to confirm the new address.`;

const form = formImplementations<AccountEmailContext, AccountEmailEvent>()({
  email: EMAIL_CHANGE_RULES,
  code: EMAIL_CODE_RULES,
});
const newEmailOf = (context: AccountEmailContext) => context.values.newEmail.trim();

export const accountEmailMachine = setup({
  types: {
    context: {} as AccountEmailContext,
    events: {} as AccountEmailEvent,
    input: {} as { email: string },
    emitted: {} as AccountEmailEmitted,
    tags: {} as 'busy' | 'error' | 'field-errors',
  },
  actors: {
    getCodeV2: fromPromise<unknown, { email: string }>(({ input, signal }) =>
      getCodeV2({ email: input.email, type: 'change' }, { signal }),
    ),
    saveInfoV4: fromPromise<SettingsSaveResult, { email: string; emailCode: string }>(({ input, signal }) =>
      saveInfoV4(input, { signal }),
    ),
  },
  actions: {
    ...form.actions,
    startEditing: assign({ values: { newEmail: '', code: '' }, errors: {}, failure: null }),
    clearCode: assign({ values: ({ context }) => ({ ...context.values, code: '' }) }),
    assignSaved: assign((_, params: { result: SettingsSaveResult }) => ({ email: params.result.settings.email })),
    notifyCodeSent: emit(({ context }) => ({ type: 'toast.show' as const, text: codeSentText(newEmailOf(context)) })),
    notifySaved: emit((_, params: { result: SettingsSaveResult }) => ({
      type: 'toast.show' as const,
      text: emailChangedText(params.result.settings.email),
    })),
    publishUserInfo: emit((_, params: { result: SettingsSaveResult }) => ({
      type: 'session.userInfoChanged' as const,
      userInfo: params.result.userInfo,
      relaunch: false as const,
    })),
  },
  guards: { ...form.guards },
}).createMachine({
  id: 'accountEmail',
  description: 'Change the email address: a code goes to the new one, and saving with it makes it the address on file.',
  context: ({ input }) => ({ ...initialForm<EmailChangeValues>({ newEmail: '', code: '' }), email: input.email }),
  initial: 'showing',
  states: {
    showing: {
      description: 'The address on file, with Change email.',
      on: {
        'email.edit': {
          target: 'address',
          actions: 'startEditing',
          description: 'Change email: ask for the new address.',
        },
      },
    },
    address: editingState({
      submit: 'email.sendCode',
      target: '#accountEmail.sendingCode',
      form: 'email',
      what: 'the new email address',
      on: {
        'email.cancel': {
          target: '#accountEmail.showing',
          actions: 'clearErrors',
          description: 'Keep the address on file.',
        },
      },
    }),
    sendingCode: {
      description: "get_code_v2 (type 'change') mails a code to the new address.",
      tags: ['busy'],
      invoke: {
        id: 'getCodeV2',
        src: 'getCodeV2',
        input: ({ context }) => ({ email: newEmailOf(context) }),
        onDone: {
          target: 'code',
          actions: ['clearCode', 'notifyCodeSent'],
          description: 'The code is on its way: ask for it.',
        },
        onError: {
          target: '#accountEmail.address.failed',
          actions: { type: 'assignFailureText', params: ({ event }) => ({ error: event.error }) },
          description: "Not sent (e.g. asked again too soon): the server's message shows.",
        },
      },
    },
    code: editingState({
      submit: 'email.save',
      target: '#accountEmail.saving',
      form: 'code',
      what: 'the code mailed to the new address',
      on: {
        'email.back': {
          target: '#accountEmail.address',
          actions: 'clearErrors',
          description: 'Another address, or another code once the wait is over.',
        },
        'email.cancel': {
          target: '#accountEmail.showing',
          actions: 'clearErrors',
          description: 'Keep the address on file.',
        },
      },
    }),
    saving: {
      description: 'saveInfoV4 saves the new address with its code; the answer carries the refreshed user info.',
      tags: ['busy'],
      invoke: {
        id: 'saveInfoV4',
        src: 'saveInfoV4',
        input: ({ context }) => ({ email: newEmailOf(context), emailCode: context.values.code.trim() }),
        onDone: {
          target: 'showing',
          actions: [
            { type: 'assignSaved', params: ({ event }) => ({ result: event.output }) },
            { type: 'notifySaved', params: ({ event }) => ({ result: event.output }) },
            { type: 'publishUserInfo', params: ({ event }) => ({ result: event.output }) },
          ],
          description: 'Saved: the new address is on file, the session learns it, a toast says so.',
        },
        onError: {
          target: '#accountEmail.code.failed',
          actions: { type: 'assignFailureText', params: ({ event }) => ({ error: event.error }) },
          description: "Refused (a wrong or expired code, an address taken meanwhile): the server's message shows.",
        },
      },
    },
  },
});

export type AccountEmailSnapshot = SnapshotFrom<typeof accountEmailMachine>;

export const card = {
  machine: accountEmailMachine,
  title: 'Account info: email change',
  spec: '§7 get_code_v2 (change), v4/saveInfo; §5 6-digit code; issue 24',
  screen: 'accountInfo',
  input: { email: 'jane@example.com' },
} satisfies MachineCard<typeof accountEmailMachine>;
