import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/server';
import { adminOn } from '../support/admin-cli';
import { apiCaller, type ApiCaller } from '../support/api-caller';
import { openTestDatabase } from '../support/db';
import { connectSimulated, dispatched, startAutoDmServer, syncPost } from './auto-dm-support';

/**
 * Creators' and followers' text printed by the admin command line reaches the operator's terminal escaped: what
 * would clear the screen, set the window title, move the cursor back over a line or reorder the text is shown as
 * escapes instead.
 */
const CLEAR_SCREEN = '\u001b[2J\u001b[H';
const WINDOW_TITLE = '\u001b]0;owned\u0007';
const OVERWRITE = 'fine\rforged line';
const C1_CSI = '\u009b31m';
const BIDI = 'gpj.\u202eexe';
const HOSTILE = `${CLEAR_SCREEN}${WINDOW_TITLE}${OVERWRITE} ${C1_CSI} ${BIDI}\u007f`;

/** Anything a terminal acts on, but the line breaks between lines of output. */
const CONTROLS = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

describe('the admin command line escapes text that came from outside', () => {
  let server: RunningServer;
  let api: ApiCaller;
  let admin: ReturnType<typeof adminOn>;

  beforeAll(async () => {
    server = await startAutoDmServer(await openTestDatabase('pglite'));
    api = apiCaller(server.url);
    admin = adminOn(server);
  });
  afterAll(() => server?.close());

  const printed = (result: { out: string[]; err: string[] }) => [...result.out, ...result.err].join('\n');

  it('in chat list, the waiting conversations and one shop’s messages', async () => {
    const creator = await api.registerCreator();
    const sent = await api.post('/support/messages/send', { body: HOSTILE }, creator.token);
    expect(sent.status).toBe(200);
    // The waiting list clips the last message to 60 characters (before escaping).
    const waiting = printed(await admin('chat', 'list'));
    expect(waiting).toContain(creator.shopName);
    expect(waiting).not.toMatch(CONTROLS);
    expect(waiting).toContain('\\x1b[2J\\x1b[H\\x1b]0;owned\\x07fine\\x0dforged line');
    const thread = printed(await admin('chat', 'list', '--shop', creator.shopName));
    expect(thread).not.toMatch(CONTROLS);
    expect(thread).toContain('\\x1b]0;owned\\x07fine\\x0dforged line \\x9b31m gpj.\\u202eexe\\x7f');
  });

  it('in ig dms, the follower’s comment and name', async () => {
    const creator = await api.registerCreator();
    expect((await connectSimulated(api, server, creator.token)).data.hasAuth).toBe(true);
    await syncPost(server, creator.handle, 'post_terminal');
    const rule = { enabled: true, keywords: [], dmText: 'Here you go' };
    expect(
      (await api.post('/chat/add_auto_reply_v3', { mediaId: 'post_terminal', autoReply: rule }, creator.token)).status,
    ).toBe(200);
    const commented = await admin(
      'ig',
      'comment',
      creator.handle,
      'post_terminal',
      `line one\n${HOSTILE}`,
      '--from',
      `fan\u202e\u001b[1A`,
    );
    expect(commented.code).toBe(0);
    await dispatched(server);
    const dms = await admin('ig', 'dms', creator.handle);
    const text = printed(dms);
    expect(text).not.toMatch(CONTROLS);
    // A table row stays one line: the comment's line break is shown, not made.
    expect(dms.out.join('\n').split('\n')).toHaveLength(3);
    expect(text).toContain('line one\\x0a\\x1b[2J');
    expect(text).toContain('fan\\u202e\\x1b[1A');
  });

  it('in a command’s own sentences that quote what it was given', async () => {
    const refused = await admin('chat', 'reply', '--shop', `nobody${CLEAR_SCREEN}`, '--text', 'hi');
    expect(refused.code).toBe(2);
    expect(printed(refused)).not.toMatch(CONTROLS);
    expect(printed(refused)).toContain('nobody\\x1b[2J');
  });
});
