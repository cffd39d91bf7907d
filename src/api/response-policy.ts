import {
  ERROR_FALLBACK_TEXT,
  ERROR_TOAST_MS,
  LOGIN_PATH_MARKER,
  CONNECT_ACCOUNT_PATH,
  NETWORK_ERROR_TEXT,
  NETWORK_TOAST_MS,
  PLAN_REQUIRED_CODE,
  QUIET_PATH_MARKER,
  SIGN_IN_PAGE_PREFIXES,
  SUCCESS_CODES,
  TIMEOUT_TEXT,
  UNAUTHORIZED_CODE,
  UNREADABLE_RESPONSE_TEXT,
} from '../domain/spec-constants';

/** A message for the creator and how long it stays. */
export interface Toast {
  text: string;
  durationMs: number;
}

/** What a caller marks on a request. */
export interface RequestFlags {
  /** The caller handles failures itself: no toast for a failed envelope (spec §8). */
  ignoreErrors: boolean;
  /** An export call: its answer is a file, handed to the caller untouched. */
  isExport: boolean;
}

/** The answer as the policy needs it. */
export interface ResponseFacts {
  httpStatus: number;
  /** The envelope's code, or null when the answer carries no envelope (empty, or not our JSON). */
  code: number | null;
  message: string;
  /** The request's path, e.g. '/app/product/check_product'. */
  path: string;
  flags: RequestFlags;
  /** The answer is a file (not JSON): spreadsheets and other downloads. */
  binary: boolean;
  /** The page the creator is on, e.g. '/pages/login/index' (query allowed). */
  route: string;
}

/** What a failed call rejects with: the envelope code, the server's message and the path it came from. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly code: number;
  readonly path: string;
  constructor(fields: { code: number; message: string; path: string }, options?: { cause?: unknown }) {
    super(fields.message, options);
    this.code = fields.code;
    this.path = fields.path;
  }
}

/** Failures without an envelope code reject with these negative codes, so callers can tell them apart. */
export const TRANSPORT_CODE = { network: -1, timeout: -2, aborted: -3 } as const;
/** The code of an answer that arrived but could not be read. */
export const UNREADABLE_CODE = -4;
export type TransportFailure = keyof typeof TRANSPORT_CODE;

export type Decision =
  | { kind: 'resolve' }
  | { kind: 'passThrough' }
  | {
      kind: 'reject';
      error: { code: number; message: string; path: string };
      toast: Toast | null;
      /** Run the before-login routine (relaunch to login) after its delay, throttled. */
      scheduleBeforeLogin: boolean;
      /** The shop's plan lacks the feature: the app offers the plans page instead of a toast. */
      planRequired?: true;
    };

const CONNECT_ACCOUNT_DIR = CONNECT_ACCOUNT_PATH.slice(0, CONNECT_ACCOUNT_PATH.lastIndexOf('/') + 1);

export type PageKind = 'signIn' | 'connectAccount' | 'other';

/** Where the creator is, as far as a 401 cares (spec §8). */
export function pageKind(route: string): PageKind {
  const path = route.split(/[?#]/)[0] ?? '';
  const dir = path.endsWith('/') ? path : `${path}/`;
  if (SIGN_IN_PAGE_PREFIXES.some((prefix) => dir.startsWith(prefix))) return 'signIn';
  if (dir.startsWith(CONNECT_ACCOUNT_DIR)) return 'connectAccount';
  return 'other';
}

function isQuiet(facts: Pick<ResponseFacts, 'path' | 'flags'>): boolean {
  return facts.flags.ignoreErrors || facts.path.includes(QUIET_PATH_MARKER);
}

type Rejection = Extract<Decision, { kind: 'reject' }>;

/**
 * Spec §8 for an answer that arrived: success resolves; files pass through; any other code rejects,
 * toasting the message (or 'Error') for 4 s unless the call is quiet; a 401 outside the sign-in pages also
 * sends the creator back to login; a 402 (the shop's plan lacks the feature) opens the plans dialog instead.
 */
export function decideResponse(facts: ResponseFacts): Decision {
  if (facts.binary || facts.flags.isExport) return { kind: 'passThrough' };
  // Without an envelope the HTTP status speaks, except that a 2xx must carry an envelope (or be an empty
  // 204): a proxy's page or a half-written body is no success, whatever the status line says.
  const is2xx = facts.httpStatus >= 200 && facts.httpStatus < 300;
  if (facts.code === null && is2xx && facts.httpStatus !== 204) return decideUnreadable(facts);
  const code = facts.code ?? facts.httpStatus;
  if (SUCCESS_CODES.includes(code)) return { kind: 'resolve' };

  const error = { code, message: facts.message, path: facts.path };
  const toast = { text: facts.message || ERROR_FALLBACK_TEXT, durationMs: ERROR_TOAST_MS };
  const quiet = isQuiet(facts);
  // Quiet or not, a refusal for want of a plan is shown with the way to the plans page, never as a toast.
  if (code === PLAN_REQUIRED_CODE)
    return { kind: 'reject', error, toast: null, scheduleBeforeLogin: false, planRequired: true };
  if (code !== UNAUTHORIZED_CODE)
    return { kind: 'reject', error, toast: quiet ? null : toast, scheduleBeforeLogin: false };

  const page = pageKind(facts.route);
  if (page === 'signIn') {
    const show = !quiet && facts.path.includes(LOGIN_PATH_MARKER);
    return { kind: 'reject', error, toast: show ? toast : null, scheduleBeforeLogin: false };
  }
  return {
    kind: 'reject',
    error,
    toast: !quiet && page === 'connectAccount' ? toast : null,
    scheduleBeforeLogin: true,
  };
}

/** An answer the app cannot read (no envelope where one belongs, or no file where one was promised). */
export function decideUnreadable(facts: Pick<ResponseFacts, 'path' | 'flags'>): Rejection {
  return {
    kind: 'reject',
    error: { code: UNREADABLE_CODE, message: UNREADABLE_RESPONSE_TEXT, path: facts.path },
    toast: isQuiet(facts) ? null : { text: UNREADABLE_RESPONSE_TEXT, durationMs: ERROR_TOAST_MS },
    scheduleBeforeLogin: false,
  };
}

/**
 * Spec §8 for a call that got no answer: it rejects, and the creator is told for 2 s. Our own sentence
 * replaces the browser's ('Failed to fetch', 'Load failed'), which means nothing to a creator; the cause
 * stays on the error for the logs. A call its caller cancelled rejects silently: nobody is waiting for it.
 */
export function decideFailure(failure: TransportFailure, path: string): Rejection {
  const message =
    failure === 'timeout' ? TIMEOUT_TEXT : failure === 'network' ? NETWORK_ERROR_TEXT : 'The request was cancelled.';
  return {
    kind: 'reject',
    error: { code: TRANSPORT_CODE[failure], message, path },
    toast: failure === 'aborted' ? null : { text: message, durationMs: NETWORK_TOAST_MS },
    scheduleBeforeLogin: false,
  };
}
