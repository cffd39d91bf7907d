import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIO_LINK_MESSAGES } from '../../server/modules/bio-link/bio-link-decider';
import type { RunningServer } from '../../server/server';
import { sharedTestServer } from '../support/test-server';
import { accountApi, expectContract } from './account-support';

/**
 * bio/save (Customize look) as a partial save: it changes only the fields it carries, and like save_page it is
 * refused when what it would change was changed elsewhere since the creator read it (issue 25, defect 5).
 */

type Look = {
  displayName?: string;
  bio?: string;
  avatarUrl?: string;
  backgroundColor: string;
  buttonColor: string;
  buttonTextColor: string;
  buttonShape: string;
  fontFamily: string;
  theme?: string;
};

describe.each(['pglite', 'postgres'] as const)('bio/save keeps what it does not name (%s)', (kind) => {
  let server: RunningServer;
  let api: ReturnType<typeof accountApi>;
  beforeAll(async () => {
    server = await sharedTestServer({}, kind);
    api = accountApi(server);
  }, 60_000);
  afterAll(() => server?.close());

  /** The look as a window read it, in the shape save's `loaded` takes. */
  const loadedOf = (look: Look) => ({
    displayName: look.displayName ?? '',
    bio: look.bio ?? '',
    backgroundColor: look.backgroundColor,
    buttonColor: look.buttonColor,
    buttonTextColor: look.buttonTextColor,
    buttonShape: look.buttonShape,
    fontFamily: look.fontFamily,
    ...(look.avatarUrl ? { avatarUrl: look.avatarUrl } : {}),
  });
  const readLook = async (token: string) => (await api.post('/bio/get_biolink_customize', {}, token)).data as Look;
  const contentOf = (detail: {
    customize: Look;
    buttons: Array<{ id: string; title: string; url: string }>;
    socialAccounts: Array<{ platform: string; url: string }>;
  }) => ({
    displayName: detail.customize.displayName ?? '',
    bio: detail.customize.bio ?? '',
    buttons: detail.buttons.map(({ id, title, url }) => ({ id, title, url })),
    socialAccounts: detail.socialAccounts.map(({ platform, url }) => ({ platform, url })),
  });

  /** A page named 'Jane' with a bio, saved through Edit page (save_page). */
  async function namedPage() {
    const creator = await api.registerCreator();
    const created = await api.post('/bio/create_bio_link', { title: 'Jane picks' }, creator.token);
    const detail = (await api.post('/bio/get_bio_link_detail', { id: created.data.id }, creator.token)).data;
    const named = await api.post(
      '/bio/save_page',
      { displayName: 'Jane', bio: 'Spring picks', buttons: [], socialAccounts: [], loaded: contentOf(detail) },
      creator.token,
    );
    expect(named.code, named.message).toBe(200);
    return { creator, bioLinkId: created.data.id as string };
  }

  it('changes only the colours a Customize save carries; the name and bio stay', async () => {
    const { creator } = await namedPage();
    const read = await readLook(creator.token);
    const saved = await api.post(
      '/bio/save',
      { backgroundColor: 'teal', buttonColor: '#fff', buttonTextColor: 'black', loaded: loadedOf(read) },
      creator.token,
    );
    expectContract('save', saved);
    expect(saved.data).toEqual({
      ...read,
      backgroundColor: '#008080',
      buttonColor: '#FFFFFF',
      buttonTextColor: '#000000',
    });
    expect(await readLook(creator.token)).toEqual(saved.data);
    const html = await (await fetch(`${server.url}/b/${creator.handle}`)).text();
    expect(html).toContain('<h1>Jane</h1>');
    expect(html).toContain('Spring picks');
    // A shape alone keeps the colours just saved; an empty name takes the name off (the page title shows).
    const shaped = await api.post(
      '/bio/save',
      { buttonShape: 'pill', displayName: '', loaded: loadedOf(saved.data) },
      creator.token,
    );
    expect(shaped.code, shaped.message).toBe(200);
    const { displayName: _name, ...withoutName } = saved.data;
    expect(shaped.data).toEqual({ ...withoutName, buttonShape: 'pill' });
  });

  it('stores a theme with its colours, keeps it through saves that leave it out, and the public page draws it', async () => {
    const { creator } = await namedPage();
    const read = await readLook(creator.token);
    // A page made before any theme was picked has the classic one.
    expect(read).toMatchObject({ theme: 'classic' });
    const paper = {
      theme: 'paper',
      backgroundColor: '#F7F1E3',
      buttonColor: '#3B2F2F',
      buttonTextColor: '#F7F1E3',
      buttonShape: 'square',
      fontFamily: 'serif',
    };
    const saved = await api.post('/bio/save', { ...paper, loaded: loadedOf(read) }, creator.token);
    expectContract('save', saved);
    expect(saved.data).toEqual({ ...read, ...paper });
    expect(await readLook(creator.token)).toEqual(saved.data);
    // A colour alone, from a screen that read the look without a theme: the theme stays.
    const recoloured = await api.post(
      '/bio/save',
      { buttonColor: 'navy', loaded: loadedOf(saved.data) },
      creator.token,
    );
    expect(recoloured.code, recoloured.message).toBe(200);
    expect(recoloured.data).toMatchObject({ theme: 'paper', buttonColor: '#000080' });
    const html = await (await fetch(`${server.url}/b/${creator.handle}`)).text();
    expect(html).toContain('data-theme="paper"');
    expect(html).toContain('border:2px solid #000080');
    expect(html).toContain('text-transform:uppercase');
    // A theme that does not exist is refused by the contract, and nothing changes.
    const unknown = await api.post('/bio/save', { theme: 'neon', loaded: loadedOf(recoloured.data) }, creator.token);
    expect(unknown.code).toBe(400);
    expect(await readLook(creator.token)).toEqual(recoloured.data);
  });

  it('refuses a save of a field changed elsewhere since it was read, and stores nothing', async () => {
    const { creator, bioLinkId } = await namedPage();
    // Window A opens Customize; window B then renames the page in Edit page.
    const readInA = await readLook(creator.token);
    const inB = (await api.post('/bio/get_bio_link_detail', { id: bioLinkId }, creator.token)).data;
    const renamed = await api.post(
      '/bio/save_page',
      { displayName: 'Janet', bio: 'Spring picks', buttons: [], socialAccounts: [], loaded: contentOf(inB) },
      creator.token,
    );
    expect(renamed.code, renamed.message).toBe(200);
    const now = await readLook(creator.token);

    // A's save that carries the name it read would put it back: refused, like save_page's.
    const stale = await api.post(
      '/bio/save',
      { displayName: 'Jane', backgroundColor: '#111111', loaded: loadedOf(readInA) },
      creator.token,
    );
    expect([stale.code, stale.message]).toEqual([409, BIO_LINK_MESSAGES.changedElsewhere]);
    expect(await readLook(creator.token)).toEqual(now);
    // A's colours alone change nothing B saved, so they are stored and B's name stays.
    const colours = await api.post(
      '/bio/save',
      { backgroundColor: '#111111', buttonColor: '#FFFFFF', buttonTextColor: '#000000', loaded: loadedOf(readInA) },
      creator.token,
    );
    expect(colours.code, colours.message).toBe(200);
    expect(colours.data).toMatchObject({ displayName: 'Janet', bio: 'Spring picks', backgroundColor: '#111111' });

    // Two Customize windows: the second to save colours read before the first saved them.
    const stalePaint = await api.post(
      '/bio/save',
      { backgroundColor: '#222222', loaded: loadedOf(now) },
      creator.token,
    );
    expect([stalePaint.code, stalePaint.message]).toEqual([409, BIO_LINK_MESSAGES.changedElsewhere]);
    // And an Edit page draft read before a Customize save of the name is refused too: one check for both calls.
    const detail = (await api.post('/bio/get_bio_link_detail', { id: bioLinkId }, creator.token)).data;
    const byCustomize = await api.post(
      '/bio/save',
      { displayName: 'J.', loaded: loadedOf(await readLook(creator.token)) },
      creator.token,
    );
    expect(byCustomize.code, byCustomize.message).toBe(200);
    const staleDraft = await api.post(
      '/bio/save_page',
      { displayName: 'Janet', bio: '', buttons: [], socialAccounts: [], loaded: contentOf(detail) },
      creator.token,
    );
    expect([staleDraft.code, staleDraft.message]).toEqual([409, BIO_LINK_MESSAGES.changedElsewhere]);
  });

  it('refuses a save without the look it was made from, and an unreadable merged look, with a sentence', async () => {
    const { creator } = await namedPage();
    const read = await readLook(creator.token);
    const unread = await api.post('/bio/save', { backgroundColor: '#000000' }, creator.token);
    expect(unread.code).toBe(400);
    expect(unread.message).toMatch(/loaded/);
    // The label colour alone, too close to the stored button colour (#111111 by default), is checked on the whole look.
    const unreadable = await api.post(
      '/bio/save',
      { buttonTextColor: '#121212', loaded: loadedOf(read) },
      creator.token,
    );
    expect(unreadable.code).toBe(400);
    expect(unreadable.message).toMatch(/too close to the button colour/);
    const check = await api.post('/bio/check_save', { buttonTextColor: '#121212' }, creator.token);
    expectContract('checkSave', check);
    expect(check.data.problems.map((p: { field: string }) => p.field)).toEqual(['/buttonTextColor']);
    expect(await readLook(creator.token)).toEqual(read);
  });
});
