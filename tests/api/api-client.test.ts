import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Hono } from 'hono';
import { serve, type HttpBindings } from '@hono/node-server';
import { callApi, callExport, configureApi, HOST_PREFIXES, HOSTS, type Host } from '../../src/api/client';
import { downloadExport, exportFileName } from '../../src/api/export-download';
import { ApiError, TRANSPORT_CODE, UNREADABLE_CODE, type Toast } from '../../src/api/response-policy';
import { planRequiredMessage } from '../../src/domain/plans';
import {
  BEFORE_LOGIN_DELAY_MS,
  DOWNLOAD_SUCCESS_TEXT,
  ERROR_TOAST_MS,
  NETWORK_ERROR_TEXT,
  NETWORK_TOAST_MS,
  NOTICE_TOAST_MS,
  TIMEOUT_TEXT,
} from '../../src/domain/spec-constants';

const SPREADSHEET = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The time-out of the slow-answer case; the other cases keep a roomy one so a busy machine cannot fail them. */
const SHORT_TIMEOUT_MS = 300;
const PLAN_REFUSAL = planRequiredMessage('exports');
const ROOMY_TIMEOUT_MS = 10_000;

/** A loopback server answering every envelope case the client must handle. */
function envelopeServer() {
  const app = new Hono<{ Bindings: HttpBindings }>();
  const envelope = (code: number, message: string, data: unknown = null) => ({ code, message, data });
  const seen = async (c: { req: { header(n: string): string | undefined; text(): Promise<string>; url: string } }) => ({
    authorization: c.req.header('authorization') ?? null,
    contentType: c.req.header('content-type') ?? null,
    body: await c.req.text(),
    url: c.req.url,
  });

  app.post('/setting/getInfo', async (c) =>
    c.json(envelope(200, 'success', { handle: 'mint', request: await seen(c) })),
  );
  app.get('/bio/has_bioLink', async (c) => c.json(envelope(200, 'success', { request: await seen(c) })));
  app.post('/app/combinelink/create', async (c) => c.json(envelope(200, 'success', { request: await seen(c) })));
  app.post('/app/update_collection', async (c) => {
    const form = await c.req.formData();
    return c.json(envelope(200, 'success', { fields: [...form.keys()], shopDomain: form.get('shopDomain') }));
  });
  app.post('/bio/deleteSchedule', (c) => c.json(envelope(204, '')));
  app.post('/setting/addTrackingId', (c) => c.json(envelope(400, 'This tracking ID is already saved.'), 400));
  app.post('/app/product/check_product', (c) => c.json(envelope(400, 'Product not found'), 400));
  app.post('/stripe/get_plan', (c) => c.json(envelope(401, 'Your session has ended. Please log in again.'), 401));
  app.post('/blogger/v2/login', (c) => c.json(envelope(401, 'Wrong username or password.'), 401));
  app.post('/stripe/get_bills_v2', (c) => c.json(envelope(500, ''), 500));
  app.post('/app/get_click_top', (c) => c.text('<html>Bad gateway</html>', 200, { 'content-type': 'text/html' }));
  app.post('/hotdeal/list', async (c) => {
    await new Promise((resolve) => setTimeout(resolve, SHORT_TIMEOUT_MS * 5));
    return c.json(envelope(200, 'success', []));
  });
  app.post(
    '/boostingData/exportByDate',
    () => new Response(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), { headers: { 'content-type': SPREADSHEET } }),
  );
  app.post('/app/settlement/settlement-export', (c) => c.json(envelope(403, 'Exports are part of paid plans.'), 403));
  app.post('/boostingData/exportByContentId', (c) => c.json(envelope(402, PLAN_REFUSAL), 402));
  app.post('/user/checkBoostingWhitelist', (c) => {
    // A dropped connection: the socket closes before any answer.
    c.env.incoming.socket.destroy();
    return new Promise<Response>(() => {});
  });
  app.post(`${HOST_PREFIXES.chat}/app/intercom/token`, async (c) =>
    c.json(envelope(200, 'success', 'messenger-token')),
  );
  app.post(`${HOST_PREFIXES.analytics}/recieve/e_tab`, async (c) => c.json(envelope(200, 'success', await seen(c))));
  return app;
}

describe('API client against a loopback server', () => {
  let server: Server;
  let origin: string;
  let toasts: Toast[];
  let relaunches: number;
  let plansAsked: string[];
  let route: string;
  let token: string | null;
  let shopDomain: string | null;

  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      server = serve({ fetch: envelopeServer().fetch, port: 0, hostname: '127.0.0.1' }, () => resolve()) as Server;
    });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  function configure(timeoutMs: number) {
    configureApi({
      getToken: () => token,
      getShopDomain: () => shopDomain,
      getCurrentRoute: () => route,
      notify: (toast) => toasts.push(toast),
      relaunchToLogin: () => relaunches++,
      planRequired: (message) => plansAsked.push(message),
      baseUrls: Object.fromEntries(HOSTS.map((h) => [h, `${origin}${HOST_PREFIXES[h]}`])) as Record<Host, string>,
      timeoutMs,
    });
  }

  beforeEach(() => {
    toasts = [];
    relaunches = 0;
    plansAsked = [];
    route = '/pages/myLinks/index';
    token = 'tok-123';
    shopDomain = 'mintshop';
    configure(ROOMY_TIMEOUT_MS);
  });

  /** The ApiError a call rejects with. */
  async function failure(promise: Promise<unknown>): Promise<ApiError> {
    const error = await promise.then(
      () => {
        throw new Error('expected the call to reject');
      },
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }

  it('200: resolves with data, sends the bearer token and fills in the session shopDomain', async () => {
    const data = (await callApi({
      host: 'default',
      method: 'POST',
      path: '/setting/getInfo',
      body: { tab: 2 },
      shopScoped: true,
    })) as {
      handle: string;
      request: { authorization: string; contentType: string; body: string };
    };
    expect(data.handle).toBe('mint');
    expect(data.request.authorization).toBe('Bearer tok-123');
    expect(data.request.contentType).toBe('application/json');
    expect(JSON.parse(data.request.body)).toEqual({ tab: 2, shopDomain: 'mintshop' });
    expect(toasts).toEqual([]);
  });

  it('keeps a shopDomain the caller gave, sends none without a session, and no token when signed out', async () => {
    const given = (await callApi({
      host: 'default',
      method: 'POST',
      path: '/setting/getInfo',
      body: { shopDomain: 'newhandle' },
      shopScoped: true,
    })) as { request: { body: string } };
    expect(JSON.parse(given.request.body)).toEqual({ shopDomain: 'newhandle' });

    token = null;
    shopDomain = null;
    const anonymous = (await callApi({
      host: 'default',
      method: 'POST',
      path: '/setting/getInfo',
      body: {},
      shopScoped: true,
    })) as {
      request: { authorization: string | null; body: string };
    };
    expect(anonymous.request.authorization).toBeNull();
    expect(JSON.parse(anonymous.request.body)).toEqual({});
  });

  it('fills shopDomain into a GET query, a form body and a multipart upload', async () => {
    const get = (await callApi({ host: 'default', method: 'GET', path: '/bio/has_bioLink', shopScoped: true })) as {
      request: { url: string };
    };
    expect(new URL(get.request.url).searchParams.get('shopDomain')).toBe('mintshop');

    const form = (await callApi({
      host: 'default',
      method: 'POST',
      path: '/app/combinelink/create',
      body: { title: 'Summer picks', ids: 3 },
      bodyAs: 'form',
      shopScoped: true,
    })) as { request: { contentType: string; body: string } };
    expect(form.request.contentType).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(form.request.body))).toEqual({
      title: 'Summer picks',
      ids: '3',
      shopDomain: 'mintshop',
    });

    const upload = (await callApi({
      host: 'default',
      method: 'POST',
      path: '/app/update_collection',
      body: { name: 'Beach', cover: new Blob(['img'], { type: 'image/png' }) },
      bodyAs: 'multipart',
      shopScoped: true,
    })) as { fields: string[]; shopDomain: string };
    expect(upload).toEqual({ fields: ['name', 'cover', 'shopDomain'], shopDomain: 'mintshop' });
  });

  it('sends each host to its own base URL', async () => {
    expect(
      await callApi({ host: 'chat', method: 'POST', path: '/app/intercom/token', body: { shopDomain: 'mintshop' } }),
    ).toBe('messenger-token');
    const tab = (await callApi({
      host: 'analytics',
      method: 'POST',
      path: '/recieve/e_tab',
      body: { shopdomain: 'mintshop', tab: 902 },
    })) as {
      authorization: string;
    };
    expect(tab.authorization).toBe('Bearer tok-123');
  });

  it('204: resolves without data and without a toast', async () => {
    await expect(
      callApi({ host: 'default', method: 'POST', path: '/bio/deleteSchedule', body: {} }),
    ).resolves.toBeNull();
    expect(toasts).toEqual([]);
  });

  it('400 with a message: rejects with code, message and path, and toasts the message for 4 s', async () => {
    const error = await failure(
      callApi({ host: 'default', method: 'POST', path: '/setting/addTrackingId', body: { trackingId: 'x-20' } }),
    );
    expect({ code: error.code, message: error.message, path: error.path }).toEqual({
      code: 400,
      message: 'This tracking ID is already saved.',
      path: '/setting/addTrackingId',
    });
    expect(toasts).toEqual([{ text: 'This tracking ID is already saved.', durationMs: ERROR_TOAST_MS }]);
  });

  it('a failure stays quiet for check_product and for a call flagged to ignore errors', async () => {
    expect(
      (await failure(callApi({ host: 'default', method: 'POST', path: '/app/product/check_product', body: {} }))).code,
    ).toBe(400);
    expect(
      (
        await failure(
          callApi({ host: 'default', method: 'POST', path: '/setting/addTrackingId', body: {}, ignoreErrors: true }),
        )
      ).code,
    ).toBe(400);
    expect(toasts).toEqual([]);
  });

  it('500 with an empty message: toasts Error', async () => {
    const error = await failure(callApi({ host: 'default', method: 'POST', path: '/stripe/get_bills_v2', body: {} }));
    expect(error.code).toBe(500);
    expect(toasts).toEqual([{ text: 'Error', durationMs: ERROR_TOAST_MS }]);
  });

  it('a 200 that is no envelope (a proxy page) rejects as unreadable', async () => {
    const error = await failure(callApi({ host: 'default', method: 'POST', path: '/app/get_click_top', body: {} }));
    expect(error.code).toBe(UNREADABLE_CODE);
    expect(toasts).toHaveLength(1);
  });

  it('401 on an ordinary page: rejects without a toast and relaunches to login once, 1 s later', async () => {
    const calls = Array.from({ length: 5 }, () =>
      failure(callApi({ host: 'default', method: 'POST', path: '/stripe/get_plan', body: {} })),
    );
    for (const error of await Promise.all(calls)) expect(error.code).toBe(401);
    expect(toasts).toEqual([]);
    expect(relaunches).toBe(0);
    await vi.waitFor(() => expect(relaunches).toBe(1), { timeout: BEFORE_LOGIN_DELAY_MS * 3, interval: 50 });
    await new Promise((resolve) => setTimeout(resolve, BEFORE_LOGIN_DELAY_MS));
    expect(relaunches).toBe(1);
  });

  it('401 on connectAccount also toasts the message; on the login page only login calls toast', async () => {
    route = '/pages/connectAccount/index?userType=1';
    await failure(callApi({ host: 'default', method: 'POST', path: '/stripe/get_plan', body: {} }));
    expect(toasts).toEqual([{ text: 'Your session has ended. Please log in again.', durationMs: ERROR_TOAST_MS }]);

    toasts = [];
    route = '/pages/login/index';
    await failure(callApi({ host: 'default', method: 'POST', path: '/stripe/get_plan', body: {} }));
    expect(toasts).toEqual([]);
    await failure(callApi({ host: 'default', method: 'POST', path: '/blogger/v2/login', body: {} }));
    expect(toasts).toEqual([{ text: 'Wrong username or password.', durationMs: ERROR_TOAST_MS }]);
  });

  it('a slow answer past the time-out rejects with the time-out message, toasted for 2 s', async () => {
    configure(SHORT_TIMEOUT_MS);
    const error = await failure(callApi({ host: 'default', method: 'POST', path: '/hotdeal/list', body: {} }));
    expect({ code: error.code, message: error.message }).toEqual({
      code: TRANSPORT_CODE.timeout,
      message: TIMEOUT_TEXT,
    });
    expect(toasts).toEqual([{ text: TIMEOUT_TEXT, durationMs: NETWORK_TOAST_MS }]);
  });

  it('a call its caller cancels rejects quietly', async () => {
    const controller = new AbortController();
    const pending = callApi({
      host: 'default',
      method: 'POST',
      path: '/hotdeal/list',
      body: {},
      signal: controller.signal,
    });
    controller.abort();
    expect((await failure(pending)).code).toBe(TRANSPORT_CODE.aborted);
    expect(toasts).toEqual([]);
  });

  it('a dropped connection rejects with the network message, toasted for 2 s', async () => {
    const error = await failure(
      callApi({ host: 'default', method: 'POST', path: '/user/checkBoostingWhitelist', body: {} }),
    );
    expect({ code: error.code, message: error.message }).toEqual({
      code: TRANSPORT_CODE.network,
      message: NETWORK_ERROR_TEXT,
    });
    expect(error.cause).toBeDefined();
    expect(toasts).toEqual([{ text: NETWORK_ERROR_TEXT, durationMs: NETWORK_TOAST_MS }]);
  });

  it('a binary export passes through untouched', async () => {
    const file = await callExport({
      host: 'default',
      method: 'POST',
      path: '/boostingData/exportByDate',
      body: {},
      shopScoped: true,
    });
    expect(file.type).toBe(SPREADSHEET);
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);
    expect(toasts).toEqual([]);
  });

  it('downloads an export under its file name and says so', async () => {
    const saved: { name: string; size: number }[] = [];
    const doc = {
      createElement: () => ({ style: {}, click() {}, remove() {} }),
      body: {
        append: (link: { download: string; href: string }) =>
          saved.push({ name: link.download, size: blobs.get(link.href)?.size ?? -1 }),
      },
    } as unknown as Document;
    const blobs = new Map<string, Blob>();
    const createUrl = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.set('blob:export', blob as Blob);
      return 'blob:export';
    });
    const revokeUrl = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const name = exportFileName('Boosting by date', { at: new Date(2025, 6, 31, 23, 59, 59) });
    await downloadExport({ host: 'default', method: 'POST', path: '/boostingData/exportByDate', body: {} }, name, doc);
    expect(saved).toEqual([{ name: 'Boosting by date 2025-07-31 23:59:59.xlsx', size: 7 }]);
    expect(toasts).toEqual([{ text: DOWNLOAD_SUCCESS_TEXT, durationMs: NOTICE_TOAST_MS }]);
    await vi.waitFor(() => expect(revokeUrl).toHaveBeenCalledWith('blob:export'));
    createUrl.mockRestore();
    revokeUrl.mockRestore();
  });

  it('an export answered with an error envelope rejects with its message instead of saving it', async () => {
    const error = await failure(
      callExport({ host: 'default', method: 'POST', path: '/app/settlement/settlement-export', body: {} }),
    );
    expect({ code: error.code, message: error.message }).toEqual({
      code: 403,
      message: 'Exports are part of paid plans.',
    });
    expect(toasts).toEqual([{ text: 'Exports are part of paid plans.', durationMs: ERROR_TOAST_MS }]);
    expect(plansAsked).toEqual([]);
  });

  it('a 402 (the plan lacks the feature) rejects with its sentence and asks for the plans dialog instead of a toast', async () => {
    const error = await failure(
      callExport({ host: 'default', method: 'POST', path: '/boostingData/exportByContentId', body: {} }),
    );
    expect({ code: error.code, message: error.message }).toEqual({ code: 402, message: PLAN_REFUSAL });
    expect(toasts).toEqual([]);
    expect(plansAsked).toEqual([PLAN_REFUSAL]);
  });
});
