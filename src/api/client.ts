import createClient, { type Middleware } from 'openapi-fetch';
import { REQUEST_TIMEOUT_MS } from '../domain/spec-constants';
import { createBeforeLoginScheduler, type BeforeLoginScheduler } from './before-login';
import {
  ApiError,
  decideFailure,
  decideResponse,
  decideUnreadable,
  type Decision,
  type RequestFlags,
  type Toast,
  type TransportFailure,
} from './response-policy';
import { withShopDomain } from './shop-domain';

/** The four servers of spec §7. */
export type Host = 'default' | 'chat' | 'gateway' | 'analytics';
export const HOSTS: readonly Host[] = ['default', 'chat', 'gateway', 'analytics'];

/** Where the embedded server answers each host's calls, on the app's own origin (openapi.yaml `servers`). */
export const HOST_PREFIXES: Readonly<Record<Host, string>> = {
  default: '',
  chat: '/hosts/chat',
  gateway: '/hosts/gateway',
  analytics: '/hosts/analytics',
};

/**
 * What the API layer needs from the app, given by the composition root (src/main.tsx). The API never
 * imports machines or views: it reports toasts and the relaunch through these functions.
 */
export interface ApiEnvironment {
  getToken(): string | null | undefined;
  getShopDomain(): string | null | undefined;
  /** The hash route the creator is on, e.g. '/pages/login/index'. */
  getCurrentRoute(): string;
  notify(toast: Toast): void;
  /** The before-login routine of spec §8: relaunch the app at /pages/login/index. */
  relaunchToLogin(): void;
  /** A call was refused because the shop's plan lacks the feature (402): show the sentence with the way to the plans. */
  planRequired?(message: string): void;
  fetch?: (request: Request) => Promise<Response>;
  /** Base URL per host; by default the app's origin plus HOST_PREFIXES. */
  baseUrls?: Partial<Record<Host, string>>;
  timeoutMs?: number;
  /** Where causes of failures go (the creator sees a sentence, the log sees why). */
  log?(message: string, details: Record<string, unknown>): void;
  /** Whether the browser is online: calls wait while it is not, and a call the lost connection broke is sent again. */
  connectivity?: Connectivity;
}

export interface Connectivity {
  /** True while the browser has no network. */
  isOffline(): boolean;
  /** Resolves once the browser is online (at once when it is); rejects when `signal` aborts. */
  whenOnline(signal?: AbortSignal): Promise<void>;
}

/** A call that failed for want of a network while the browser was offline: it is sent again once online. */
class WaitForNetwork extends Error {
  override name = 'WaitForNetwork';
}

/** A write whose connection broke while online: sent once more at once, with the same Idempotency-Key. */
class SendAgain extends Error {
  override name = 'SendAgain';
}

/**
 * A new key for one write (every try of it sends the same one), so the server answers a re-sent write with its
 * first answer instead of storing it twice. getRandomValues works outside secure contexts too.
 */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const isWrite = (call: ApiCall) => call.method !== 'GET';

// The generated `paths` type the calls one layer up (typed-operation.ts); every call then goes through the
// one funnel below, so the openapi-fetch client itself is used path-agnostically.
type AnyPaths = Record<string, Record<string, Record<string, unknown>>>;
interface UntypedClient {
  request(method: string, path: string, init: Record<string, unknown>): Promise<unknown>;
}

interface Runtime {
  env: ApiEnvironment;
  clients: Record<Host, UntypedClient>;
  beforeLogin: BeforeLoginScheduler;
  timeoutMs: number;
}

let runtime: Runtime | undefined;

export function defaultBaseUrl(host: Host): string {
  return `${globalThis.location?.origin ?? ''}${HOST_PREFIXES[host]}`;
}

/** Sets (or replaces) the environment every call uses. Call once at start-up, before the first request. */
export function configureApi(env: ApiEnvironment): void {
  runtime?.beforeLogin.dispose();
  const auth: Middleware = {
    onRequest({ request }) {
      const token = env.getToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
    },
  };
  const clients = Object.fromEntries(
    HOSTS.map((host) => {
      const client = createClient<AnyPaths>({
        baseUrl: env.baseUrls?.[host] ?? defaultBaseUrl(host),
        ...(env.fetch ? { fetch: env.fetch } : {}),
      });
      client.use(auth);
      return [host, client];
    }),
  ) as unknown as Record<Host, UntypedClient>;
  runtime = {
    env,
    clients,
    beforeLogin: createBeforeLoginScheduler(() => env.relaunchToLogin()),
    timeoutMs: env.timeoutMs ?? REQUEST_TIMEOUT_MS,
  };
}

function current(): Runtime {
  if (!runtime) throw new Error('The API is not configured: src/main.tsx calls configureApi() before the app renders.');
  return runtime;
}

/** Shows a toast through the app's toast service (for outcomes the API layer itself reports). */
export function notify(toast: Toast): void {
  current().env.notify(toast);
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type BodyEncoding = 'json' | 'form' | 'multipart';

/** One call, as the typed layer hands it over. */
export interface ApiCall {
  host: Host;
  method: HttpMethod;
  /** The path as openapi.yaml writes it, e.g. '/api/auth/auth/users/{id}'. */
  path: string;
  params?: { query?: Record<string, unknown>; path?: Record<string, unknown> };
  body?: unknown;
  bodyAs?: BodyEncoding;
  /** The call acts on the creator's shop: shopDomain is filled in from the session when not given. */
  shopScoped?: boolean;
  ignoreErrors?: boolean;
  /** Lets a machine cancel a call it no longer waits for (cancelled calls reject quietly). */
  signal?: AbortSignal;
}

interface Envelope {
  code: number;
  message: string;
  data: unknown;
}

/** The envelope `{ code, message, data }` of spec §7, or null when the text is not one. */
export function parseEnvelope(text: string): Envelope | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || typeof (value as { code?: unknown }).code !== 'number')
    return null;
  const { code, message, data } = value as { code: number; message?: unknown; data?: unknown };
  return { code, message: typeof message === 'string' ? message : '', data };
}

const isJson = (type: string) => /\bjson\b/i.test(type);
/**
 * A file: any answer with a body that is neither JSON nor text (a proxy's HTML error page is not a file), or a
 * CSV export (text/csv is text, but only ever a file the server wrote on purpose).
 */
const isBinary = (response: Response) => {
  const type = response.headers.get('content-type') ?? '';
  return type !== '' && !isJson(type) && (!/^text\//i.test(type) || /^text\/csv\b/i.test(type));
};

function serializerFor(bodyAs: BodyEncoding): ((body: unknown) => BodyInit) | undefined {
  if (bodyAs === 'form') {
    return (body) =>
      new URLSearchParams(
        Object.entries(body as Record<string, unknown>)
          .filter(([, v]) => v !== undefined && v !== null)
          .map(([k, v]) => [k, String(v)]),
      );
  }
  if (bodyAs === 'multipart') {
    return (body) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
        for (const item of Array.isArray(value) ? value : [value]) {
          if (item === undefined || item === null) continue;
          if (item instanceof Blob) form.append(key, item);
          else form.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
        }
      }
      return form;
    };
  }
  return undefined;
}

/** Carries out a decision's side effects; returns the error to reject with, if any. */
function enact(rt: Runtime, decision: Decision, cause?: unknown): ApiError | undefined {
  if (decision.kind !== 'reject') return undefined;
  if (decision.toast) rt.env.notify(decision.toast);
  if (decision.scheduleBeforeLogin) rt.beforeLogin.request();
  if (decision.planRequired) rt.env.planRequired?.(decision.error.message);
  return new ApiError(decision.error, cause === undefined ? undefined : { cause });
}

/** The response policy applied to one answer of one call, on the page the creator is on now. */
function judge(
  rt: Runtime,
  call: ApiCall,
  flags: RequestFlags,
  answer: { status: number; envelope: Envelope | null; binary: boolean },
): Decision {
  return decideResponse({
    httpStatus: answer.status,
    code: answer.envelope?.code ?? null,
    message: answer.envelope?.message ?? '',
    path: call.path,
    flags,
    binary: answer.binary,
    route: rt.env.getCurrentRoute(),
  });
}

/** What came back: the envelope's data, or (passed through uninterpreted) the answer and its body. */
interface Answer {
  passedThrough: boolean;
  /** The envelope's code (200 or 204 for an answer that got this far); null for a file. */
  code: number | null;
  data: unknown;
  blob: Blob;
  response: Response;
}

/**
 * One call: sent once the browser is online, and sent again when the connection went away under it (while the
 * browser is offline, once it is back; a write whose connection broke while online, once more at once). A write may
 * have reached the server before its connection broke, so every try of it carries the same Idempotency-Key and the
 * server answers a repeat with its first answer. The time-out counts each try from when it is sent.
 */
async function send(call: ApiCall, flags: RequestFlags): Promise<Answer> {
  const rt = current();
  const idempotencyKey = isWrite(call) ? newIdempotencyKey() : undefined;
  let sentAgain = false;
  for (;;) {
    if (rt.env.connectivity?.isOffline()) {
      try {
        await rt.env.connectivity.whenOnline(call.signal);
      } catch {
        throw enact(rt, decideFailure('aborted', call.path)) as ApiError;
      }
    }
    try {
      return await attempt(rt, call, flags, { idempotencyKey, mayResend: idempotencyKey !== undefined && !sentAgain });
    } catch (error) {
      if (error instanceof SendAgain) sentAgain = true;
      else if (!(error instanceof WaitForNetwork)) throw error;
    }
  }
}

interface AttemptOptions {
  /** The write's key, the same on every try. */
  idempotencyKey: string | undefined;
  /** A write that has its key and was not sent again yet: a broken connection sends it once more. */
  mayResend: boolean;
}

async function attempt(
  rt: Runtime,
  call: ApiCall,
  flags: RequestFlags,
  { idempotencyKey, mayResend }: AttemptOptions,
): Promise<Answer> {
  const bodyAs = call.bodyAs ?? 'json';
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException(`No answer within ${rt.timeoutMs} ms`, 'TimeoutError'));
  }, rt.timeoutMs);
  const onCallerAbort = () => controller.abort(call.signal?.reason);
  if (call.signal?.aborted) onCallerAbort();
  else call.signal?.addEventListener('abort', onCallerAbort, { once: true });

  const failure = (error: unknown): ApiError | WaitForNetwork | SendAgain => {
    const kind: TransportFailure = timedOut ? 'timeout' : call.signal?.aborted ? 'aborted' : 'network';
    if (kind === 'network' && rt.env.connectivity?.isOffline()) return new WaitForNetwork(call.path, { cause: error });
    // The write may have reached the server before the connection broke: only its key makes sending it again safe.
    if (kind === 'network' && mayResend) return new SendAgain(call.path, { cause: error });
    if (kind !== 'aborted') rt.env.log?.('request failed', { path: call.path, kind, cause: error });
    return enact(rt, decideFailure(kind, call.path), error) as ApiError;
  };

  let answer: Answer | undefined;
  const policy: Middleware = {
    async onRequest({ request }) {
      if (idempotencyKey) request.headers.set('Idempotency-Key', idempotencyKey);
      if (call.shopScoped) return withShopDomain(request, rt.env.getShopDomain());
    },
    async onResponse({ response }) {
      const binary = isBinary(response);
      const passedThrough = binary || flags.isExport;
      // Files and exports pass through uninterpreted (spec §8); everything else is read as an envelope.
      const blob = passedThrough ? await response.blob() : new Blob([]);
      const text = passedThrough ? '' : await response.text();
      const envelope = text === '' ? null : parseEnvelope(text);
      const error = enact(rt, judge(rt, call, flags, { status: response.status, envelope, binary }));
      if (error) throw error;
      answer = { passedThrough, code: envelope?.code ?? null, data: envelope?.data, blob, response };
      // The body is consumed here, once; openapi-fetch gets an empty stand-in to finish with.
      return new Response(null, { status: 204 });
    },
    onError({ error }) {
      return failure(error);
    },
  };

  try {
    const body = call.body === undefined && call.shopScoped && call.method !== 'GET' ? {} : call.body;
    const serializer = serializerFor(bodyAs);
    await rt.clients[call.host].request(call.method.toLowerCase(), call.path, {
      params: call.params ?? {},
      body,
      ...(serializer ? { bodySerializer: serializer } : {}),
      ...(bodyAs === 'form' ? { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } } : {}),
      signal: controller.signal,
      middleware: [policy],
    });
    if (!answer) throw new Error(`no answer was recorded for ${call.path}`);
    return answer;
  } catch (error) {
    if (error instanceof ApiError || error instanceof WaitForNetwork || error instanceof SendAgain) throw error;
    throw failure(error);
  } finally {
    clearTimeout(timer);
    call.signal?.removeEventListener('abort', onCallerAbort);
  }
}

/** Sends a call and resolves with its envelope's `data` (or a file, for a call that answers one). */
export async function callApi(call: ApiCall): Promise<unknown> {
  const answer = await send(call, { ignoreErrors: call.ignoreErrors ?? false, isExport: false });
  return answer.passedThrough ? answer.blob : answer.data;
}

/**
 * Like callApi, for the few rules that tell the success codes apart (spec §4: system messages show for code
 * 200 with data, not for 204): resolves with the envelope's code beside its data.
 */
export async function callApiWithCode(call: ApiCall): Promise<{ code: number; data: unknown }> {
  const answer = await send(call, { ignoreErrors: call.ignoreErrors ?? false, isExport: false });
  return { code: answer.code ?? answer.response.status, data: answer.data };
}

/**
 * Sends an export call and resolves with the file. Exports pass the envelope policy untouched (spec §8), so
 * an answer that turns out to be an envelope instead of a file is judged here, as an ordinary call would
 * be: the creator sees the server's message rather than saving a spreadsheet that is really an error.
 */
export async function callExport(call: ApiCall): Promise<Blob> {
  const rt = current();
  const flags = { ignoreErrors: call.ignoreErrors ?? false, isExport: true };
  const answer = await send(call, flags);
  if (isBinary(answer.response)) return answer.blob;
  const envelope = parseEnvelope(await answer.blob.text());
  const decision = judge(
    rt,
    call,
    { ...flags, isExport: false },
    { status: answer.response.status, envelope, binary: false },
  );
  throw enact(rt, decision.kind === 'reject' ? decision : decideUnreadable({ path: call.path, flags })) as ApiError;
}
