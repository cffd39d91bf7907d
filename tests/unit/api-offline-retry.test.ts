import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { callApi, configureApi, HOST_PREFIXES, HOSTS, type Host } from '../../src/api/client';
import { ApiError, type Toast } from '../../src/api/response-policy';
import { NETWORK_ERROR_TEXT } from '../../src/domain/spec-constants';
import { networkStatusMachine } from '../../src/machines/network-status.machine';

/**
 * The API client and the network status machine as main.tsx wires them: calls wait while the browser is offline
 * and are sent when it is back; a call the lost connection broke is sent again; online failures are toasted.
 */
function wired(fetchAnswers: Array<'fail' | 'drop' | 'ok'>) {
  const network = createActor(networkStatusMachine, { input: { online: true } }).start();
  const toasts: Toast[] = [];
  const sent: string[] = [];
  const keys: Array<string | null> = [];
  configureApi({
    getToken: () => 'tok-1',
    getShopDomain: () => 'mintshop',
    getCurrentRoute: () => '/pages/myLinks/index',
    notify: (toast) => void toasts.push(toast),
    relaunchToLogin: () => {},
    baseUrls: Object.fromEntries(HOSTS.map((h) => [h, `http://app.test${HOST_PREFIXES[h]}`])) as Record<Host, string>,
    fetch: async (request) => {
      sent.push(new URL(request.url).pathname);
      keys.push(request.headers.get('idempotency-key'));
      // A fetch that fails takes the network with it, as a dropped connection does; 'drop' keeps the network up.
      const answer = fetchAnswers.shift();
      if (answer === 'drop') throw new TypeError('Failed to fetch');
      if (answer === 'fail') {
        network.send({ type: 'network.offline' });
        throw new TypeError('Failed to fetch');
      }
      return Response.json({ code: 200, message: 'success', data: { ok: true } });
    },
    connectivity: {
      isOffline: () => network.getSnapshot().hasTag('no-network'),
      whenOnline: async (signal) => void (await waitFor(network, (s) => !s.hasTag('no-network'), { signal })),
    },
  });
  return { network, toasts, sent, keys };
}

const call = (signal?: AbortSignal) =>
  callApi({
    host: 'default',
    method: 'POST',
    path: '/setting/getInfo',
    shopScoped: true,
    ...(signal ? { signal } : {}),
  });
const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('calls while the browser is offline', () => {
  it('a call the dropped connection broke waits for the network and is sent again, without an error toast', async () => {
    const { network, toasts, sent } = wired(['fail', 'ok']);
    let result: unknown;
    const pending = call().then((data) => (result = data));
    await tick();
    expect(sent).toEqual(['/setting/getInfo']);
    expect(network.getSnapshot().hasTag('no-network')).toBe(true);
    expect(result).toBeUndefined();
    network.send({ type: 'network.online' });
    await pending;
    expect(result).toEqual({ ok: true });
    expect(sent).toEqual(['/setting/getInfo', '/setting/getInfo']);
    expect(toasts).toEqual([]);
  });

  it('a call made while offline is not sent until the network is back', async () => {
    const { network, sent } = wired(['ok']);
    network.send({ type: 'network.offline' });
    const pending = call();
    await tick();
    expect(sent).toEqual([]);
    network.send({ type: 'network.online' });
    expect(await pending).toEqual({ ok: true });
    expect(sent).toEqual(['/setting/getInfo']);
  });

  it('a waiting call its caller cancels ends quietly, and is never sent', async () => {
    const { network, sent, toasts } = wired(['ok']);
    network.send({ type: 'network.offline' });
    const controller = new AbortController();
    const pending = call(controller.signal);
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(ApiError);
    network.send({ type: 'network.online' });
    await tick();
    expect(sent).toEqual([]);
    expect(toasts).toEqual([]);
  });

  it('a failure while the browser says it is online is a network error, toasted as before', async () => {
    const { toasts } = wired([]);
    configureApi({
      getToken: () => null,
      getShopDomain: () => null,
      getCurrentRoute: () => '/',
      notify: (toast) => void toasts.push(toast),
      relaunchToLogin: () => {},
      baseUrls: Object.fromEntries(HOSTS.map((h) => [h, `http://app.test${HOST_PREFIXES[h]}`])) as Record<Host, string>,
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
      connectivity: { isOffline: () => false, whenOnline: async () => {} },
    });
    await expect(call()).rejects.toBeInstanceOf(ApiError);
    expect(toasts.map((t) => t.text)).toEqual([NETWORK_ERROR_TEXT]);
  });
});

describe('writes are re-sent only with their Idempotency-Key', () => {
  it('a write carries a key, and its re-send after the network came back carries the same one', async () => {
    const { network, keys } = wired(['fail', 'ok']);
    const pending = call();
    await tick();
    network.send({ type: 'network.online' });
    await pending;
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('a write whose connection broke while online is sent once more at once with its key, then fails with a toast', async () => {
    const resent = wired(['drop', 'ok']);
    expect(await call()).toEqual({ ok: true });
    expect(resent.keys).toEqual([resent.keys[0], resent.keys[0]]);
    expect(resent.toasts).toEqual([]);

    const broken = wired(['drop', 'drop', 'ok']);
    await expect(call()).rejects.toBeInstanceOf(ApiError);
    expect(broken.sent).toHaveLength(2);
    expect(broken.toasts.map((t) => t.text)).toEqual([NETWORK_ERROR_TEXT]);
  });

  it('every write gets a key of its own; a read gets none and is not sent again at once', async () => {
    const { keys, sent } = wired(['ok', 'ok', 'drop']);
    await call();
    await call();
    expect(new Set(keys).size).toBe(2);
    await expect(callApi({ host: 'default', method: 'GET', path: '/app/get_brand_list' })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(keys[2]).toBeNull();
    expect(sent).toHaveLength(3);
  });
});
