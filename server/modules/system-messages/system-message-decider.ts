import type { components } from '../../../src/generated/api';
import type { Decider } from '../../events/command-handler';
import { clash, invalid } from '../../events/domain-error';

/**
 * System messages (spec §4, popup 10001): operators send them to one shop or to every shop; each shop reads
 * them one by one. Two aggregates:
 * - `system-message:<id>`: the message as sent (SystemMessageSent), never changed afterwards;
 * - `system-inbox:<shopDomain>`: which messages that shop has read (SystemMessageRead). A broadcast is read
 *   shop by shop, so reads live with the reader, not with the message.
 */

type Notification = components['schemas']['Notification'];
export type MsgType = Notification['msgType'];
export type UrlType = NonNullable<Notification['urlType']>;
export type Platform = 'web' | 'ios' | 'android';

export const MSG_TYPES: readonly MsgType[] = ['system', 'account', 'billing', 'autodm', 'boosting'];
export const URL_TYPES: readonly UrlType[] = ['open', 'router'];
export const PLATFORMS: readonly Platform[] = ['web', 'ios', 'android'];

/** What the creator sees in the popup; the limits are the contract's (Notification in openapi.yaml). */
export interface SystemMessageContent {
  title: string;
  subTitle?: string;
  /** Limited HTML; the app renders an allow-list of tags and drops the rest. */
  richText: string;
  msgType: MsgType;
  urlType?: UrlType;
  /** Main tab (1-5) to select when urlType is router. */
  pageType?: number;
  url?: string;
  confirmBtn?: string;
  cancelBtn?: string;
}

export interface SystemMessageSentData extends SystemMessageContent {
  messageId: string;
  /** null: every shop. */
  shopDomain: string | null;
  /** null: every app. */
  platform: Platform | null;
  sentAt: string;
}

export type SystemMessageSent = { type: 'SystemMessageSent'; data: SystemMessageSentData };
export type SystemMessageRead = {
  type: 'SystemMessageRead';
  data: { messageId: string; shopDomain: string; readAt: string };
};
export type SystemMessageEvent = SystemMessageSent | SystemMessageRead;

export const messageStream = (messageId: string) => `system-message:${messageId}`;
export const inboxStream = (shopDomain: string) => `system-inbox:${shopDomain}`;

export const LIMITS = { title: 200, subTitle: 300, richText: 10_000, url: 2_048, button: 40 } as const;
const APP_ROUTE = /^\/[^\s]*$/;
const HTTP_URL = /^https?:\/\/\S+$/;

function checkLength(field: string, value: string | undefined, max: number, required = false) {
  if (value === undefined) {
    if (required) throw invalid(`${field} is required.`);
    return;
  }
  if (required && value.trim() === '') throw invalid(`${field} must not be empty.`);
  if (value.length > max) throw invalid(`${field} is longer than ${max} characters.`);
}

/** The content rules, so a bad message is refused when sent rather than shown broken in every app. */
export function checkContent(content: SystemMessageContent): void {
  checkLength('title', content.title, LIMITS.title, true);
  checkLength('subTitle', content.subTitle, LIMITS.subTitle);
  checkLength('richText', content.richText, LIMITS.richText, true);
  checkLength('confirmBtn', content.confirmBtn, LIMITS.button);
  checkLength('cancelBtn', content.cancelBtn, LIMITS.button);
  if (!MSG_TYPES.includes(content.msgType)) throw invalid(`msgType must be one of ${MSG_TYPES.join(', ')}.`);
  if ((content.url === undefined) !== (content.urlType === undefined)) {
    throw invalid('url and urlType go together: a link needs both, a message without a link neither.');
  }
  if (content.url !== undefined && content.urlType !== undefined) {
    checkLength('url', content.url, LIMITS.url, true);
    if (!URL_TYPES.includes(content.urlType)) throw invalid(`urlType must be one of ${URL_TYPES.join(', ')}.`);
    if (content.urlType === 'open' && !HTTP_URL.test(content.url))
      throw invalid('An open link must be an http(s) address.');
    if (content.urlType === 'router' && !APP_ROUTE.test(content.url)) {
      throw invalid('A router link must be an app route such as /pages/setting/billing.');
    }
  }
  if (content.pageType !== undefined) {
    if (content.urlType !== 'router') throw invalid('pageType applies to router links only.');
    if (!Number.isInteger(content.pageType) || content.pageType < 1 || content.pageType > 5) {
      throw invalid('pageType is a main tab, 1 to 5.');
    }
  }
}

export interface SendSystemMessage {
  type: 'SendSystemMessage';
  messageId: string;
  shopDomain: string | null;
  platform: Platform | null;
  content: SystemMessageContent;
}

export const messageDecider: Decider<SendSystemMessage, { sent: boolean }, SystemMessageSent> = {
  initialState: { sent: false },
  evolve: () => ({ sent: true }),
  decide(command, state, { now }) {
    if (state.sent) throw clash(`The system message ${command.messageId} was already sent.`);
    checkContent(command.content);
    const { content } = command;
    // Absent optional fields stay absent (not null), so the stored event reads like the contract.
    const data: SystemMessageSentData = {
      messageId: command.messageId,
      shopDomain: command.shopDomain,
      platform: command.platform,
      title: content.title,
      ...(content.subTitle !== undefined ? { subTitle: content.subTitle } : {}),
      richText: content.richText,
      msgType: content.msgType,
      ...(content.urlType !== undefined ? { urlType: content.urlType } : {}),
      ...(content.pageType !== undefined ? { pageType: content.pageType } : {}),
      ...(content.url !== undefined ? { url: content.url } : {}),
      ...(content.confirmBtn !== undefined ? { confirmBtn: content.confirmBtn } : {}),
      ...(content.cancelBtn !== undefined ? { cancelBtn: content.cancelBtn } : {}),
      sentAt: now.toISOString(),
    };
    return [{ type: 'SystemMessageSent', data }];
  },
};

export interface MarkSystemMessagesRead {
  type: 'MarkSystemMessagesRead';
  shopDomain: string;
  /** Messages addressed to this shop; the caller has checked that every one exists. */
  messageIds: readonly string[];
}

/** A shop's inbox: the ids it has read. Reading a message twice records nothing the second time. */
export const inboxDecider: Decider<MarkSystemMessagesRead, { read: ReadonlySet<string> }, SystemMessageRead> = {
  initialState: { read: new Set() },
  evolve: (state, event) => ({ read: new Set([...state.read, event.data.messageId]) }),
  decide(command, state, { now }) {
    const readAt = now.toISOString();
    return [...new Set(command.messageIds)]
      .filter((messageId) => !state.read.has(messageId))
      .map((messageId) => ({ type: 'SystemMessageRead', data: { messageId, shopDomain: command.shopDomain, readAt } }));
  },
};
