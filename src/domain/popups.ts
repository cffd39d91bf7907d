/** The global popup screen of spec §2 (/pages/popup/popup?type=..&disableMask=..) and the popup types it knows. */
import { POPUP_PATH } from './spec-constants';

export const POPUP_TYPE = {
  /** The forced-update popup. */
  forceUpdate: 114,
  /** The what's-new popup. */
  whatsNew: 115,
  /** The system-message popup. */
  systemMessage: 10001,
} as const;

export type KnownPopupType = (typeof POPUP_TYPE)[keyof typeof POPUP_TYPE];

/** Popup types that carry extra data beside their type (spec §2): the data travels in memory, never in the URL. */
export const POPUP_TYPES_WITH_DATA: readonly number[] = [3, 7, 10, 11, 14, 20, 33, 44, 115, 116, 118, 119, 10001];

export const carriesData = (type: number): boolean => POPUP_TYPES_WITH_DATA.includes(type);

export const isKnownPopupType = (type: number): type is KnownPopupType =>
  (Object.values(POPUP_TYPE) as number[]).includes(type);

export interface PopupRequest {
  type: number;
  /** Show the popup without the dimming mask behind it. */
  disableMask: boolean;
}

/** The route of the popup screen for a popup. */
export function popupRoute({ type, disableMask }: PopupRequest): string {
  return `${POPUP_PATH}?type=${type}&disableMask=${disableMask ? 1 : 0}`;
}

/** Reads the popup screen's query; a missing or malformed type is no popup. */
export function parsePopupQuery(query: URLSearchParams): PopupRequest | null {
  const raw = query.get('type');
  if (raw === null || !/^\d{1,6}$/.test(raw)) return null;
  const mask = query.get('disableMask');
  return { type: Number(raw), disableMask: mask === '1' || mask === 'true' };
}

/**
 * Spec §4: the system-message popup shows for an answer with code 200 and a non-empty list; any other code
 * (204 included: success without content) or an empty list shows nothing.
 */
export function systemMessagesToShow<T>(answer: { code: number; data: unknown }): readonly T[] {
  return answer.code === 200 && Array.isArray(answer.data) && answer.data.length > 0 ? (answer.data as T[]) : [];
}
