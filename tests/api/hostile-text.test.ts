import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/server';
import { apiCaller, type ApiCaller } from '../support/api-caller';
import { sharedTestServer } from '../support/test-server';

/**
 * Text PostgreSQL cannot store (a NUL character; a lone UTF-16 surrogate, which JSON allows as `\ud800`) is refused
 * by the request check with a sentence naming the field, before any handler or query sees it: in a JSON body, a
 * query string and a multipart form alike.
 */
const HOSTILE = [
  { what: 'a NUL character', text: 'be\u0000fore', says: /NUL/ },
  { what: 'a lone surrogate', text: 'half \ud83d of an emoji', says: /surrogate/ },
];

/** An operation, a body that is valid but for the field that carries the hostile text, and that field's name. */
const JSON_CASES: Array<{
  path: string;
  field: string;
  body(text: string): Record<string, unknown>;
  signedIn: boolean;
}> = [
  {
    path: '/blogger/v2/login',
    field: 'username',
    body: (text) => ({ username: text, password: 'x' }),
    signedIn: false,
  },
  { path: '/setting/saveInfo', field: 'maiNickName', body: (text) => ({ maiNickName: text }), signedIn: true },
  { path: '/bio/create_bio_link', field: 'title', body: (text) => ({ title: text }), signedIn: true },
  {
    path: '/app/get_new_shortlink',
    field: 'title',
    body: (text) => ({ url: 'https://example.com/p', title: text }),
    signedIn: true,
  },
  {
    path: '/app/get_shortlink/v2',
    field: 'title',
    body: (text) => ({ url: 'https://example.com/p', title: text }),
    signedIn: true,
  },
  { path: '/app/get_shortlink_list', field: 'keyword', body: (text) => ({ keyword: text }), signedIn: true },
  { path: '/app/grouplink/v2/list', field: 'keyword', body: (text) => ({ keyword: text }), signedIn: true },
  { path: '/app/deeplink/listByPage', field: 'keyword', body: (text) => ({ keyword: text }), signedIn: true },
  { path: '/support/messages/send', field: 'body', body: (text) => ({ body: text }), signedIn: true },
  { path: '/landing/create', field: 'title', body: (text) => ({ title: text, blocks: [] }), signedIn: true },
  {
    path: '/landing/create',
    field: 'blocks[0].text',
    body: (text) => ({ title: 'Sale', blocks: [{ type: 'text', text }] }),
    signedIn: true,
  },
  // A key is text too: the sentence names the object that holds it.
  {
    path: '/landing/create',
    field: 'blocks[0]',
    body: (text) => ({ title: 'Sale', blocks: [{ type: 'text', [text]: 1 }] }),
    signedIn: true,
  },
];

describe.each(['pglite', 'postgres'] as const)('text the database cannot store is refused by name (%s)', (kind) => {
  let server: RunningServer;
  let api: ApiCaller;
  let token: string;

  beforeAll(async () => {
    server = await sharedTestServer({}, kind);
    api = apiCaller(server.url);
    token = (await api.registerCreator()).token;
  });
  afterAll(() => server?.close());

  for (const { what, text, says } of HOSTILE) {
    it.each(JSON_CASES)(
      `${what} in $field of $path answers 400 naming the field`,
      async ({ path, field, body, signedIn }) => {
        const res = await api.post(path, body(text), signedIn ? token : undefined);
        expect([res.status, res.code]).toEqual([400, 400]);
        expect(res.message).toContain(field);
        expect(res.message).toMatch(says);
      },
    );
  }

  // Outside JSON a lone surrogate cannot be sent: URL and form encoding carry UTF-8, which has no place for one.
  {
    const { text, says } = HOSTILE[0]!;
    it('a NUL character in a query string answers 400 naming the parameter', async () => {
      const res = await fetch(`${server.url}/app/get_brand_list?keyword=${encodeURIComponent(text)}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const answer = (await res.json()) as { code: number; message: string };
      expect([res.status, answer.code]).toEqual([400, 400]);
      expect(answer.message).toContain('keyword');
      expect(answer.message).toMatch(says);
    });

    it('a NUL character in a multipart field answers 400 naming the field', async () => {
      const form = new FormData();
      form.set('name', text);
      const res = await fetch(`${server.url}/app/update_collection`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}` },
      });
      const answer = (await res.json()) as { code: number; message: string };
      expect([res.status, answer.code]).toEqual([400, 400]);
      expect(answer.message).toContain('name');
      expect(answer.message).toMatch(says);
    });
  }

  it('nothing of the refused calls was stored', async () => {
    const sent = await api.post('/support/messages/list', { pageNum: 1, pageSize: 20 }, token);
    expect(sent.data.total).toBe(0);
    const pages = await api.post('/landing/list', {}, token);
    expect(pages.data.list).toEqual([]);
  });
});
