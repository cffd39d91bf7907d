/** The unread system messages with the envelope code, which spec §4's popup rule reads (code 200 with data). */
import { callApiWithCode } from './client';
import { systemMsgUnread } from './support';
import type { CallOptions } from './typed-operation';

export type UnreadRequest = NonNullable<Parameters<typeof systemMsgUnread>[0]>;
export type Notification = Awaited<ReturnType<typeof systemMsgUnread>>[number];

export async function systemMsgUnreadWithCode(
  body: UnreadRequest,
  options: CallOptions = {},
): Promise<{ code: number; data: readonly Notification[] | null }> {
  const { kind: _kind, ...call } = systemMsgUnread.contract;
  const answer = await callApiWithCode({
    ...call,
    body,
    ignoreErrors: options.ignoreErrors ?? call.ignoreErrors,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return { code: answer.code, data: Array.isArray(answer.data) ? (answer.data as Notification[]) : null };
}
