import { describe, expect, it } from 'vitest';
import { BIO_BUTTON_MESSAGES } from '../../src/domain/bio-link-rules';
import {
  BIO_LINK_MESSAGES,
  bioLinkDecider,
  DEFAULT_LOOK,
  type BioLinkCommand,
  type BioLinkEvent,
  type BioLinkState,
  type StoredButton,
} from '../../server/modules/bio-link/bio-link-decider';
import { BIO_POST_MESSAGES, bioPostDecider, type BioPostCommand, type BioPostEvent, type StoredPostLink, type SyncedPost } from '../../server/modules/bio-link/bio-post-decider';

const now = new Date('2026-11-20T18:00:00Z');
let counter = 0;
const context = { now, newId: () => `id${(counter += 1)}` };
const shopDomain = 'shop-a';
const created: BioLinkEvent = { type: 'BioLinkCreated', data: { shopDomain, bioLinkId: 'page1', handle: 'jane', title: 'Jane', published: true, createdAt: now.toISOString() } };
const button = (id: string): StoredButton => ({ id, code: `${id}code0000`.slice(0, 10), title: id, url: `https://${id}.example.com/` });
const withButtons = (...ids: string[]): BioLinkEvent[] => [created, { type: 'BioButtonsAdded', data: { shopDomain, buttons: ids.map(button), at: now.toISOString() } }];

/** Given these events, when this command: the events it decides. */
function given(events: BioLinkEvent[], command: BioLinkCommand) {
  const state = events.reduce<BioLinkState>((s, e) => bioLinkDecider.evolve(s, e), bioLinkDecider.initialState);
  return bioLinkDecider.decide(command, state, context);
}

describe('bio link decider', () => {
  it('creates one page per shop, and nothing else happens before it exists', () => {
    expect(given([], { type: 'CreateBioLink', shopDomain, handle: 'jane', title: 'Jane', published: true })[0]?.type).toBe('BioLinkCreated');
    expect(() => given([created], { type: 'CreateBioLink', shopDomain, handle: 'jane', title: 'Again', published: true })).toThrow(BIO_LINK_MESSAGES.exists);
    expect(() => given([], { type: 'SortButtons', shopDomain, ids: [] })).toThrow(BIO_LINK_MESSAGES.missing);
  });

  it('sorts only with every button named once, and an unchanged order decides nothing', () => {
    const events = withButtons('a', 'b', 'c');
    expect(given(events, { type: 'SortButtons', shopDomain, ids: ['c', 'a', 'b'] })).toEqual([{ type: 'BioButtonsSorted', data: { shopDomain, ids: ['c', 'a', 'b'] } }]);
    expect(given(events, { type: 'SortButtons', shopDomain, ids: ['a', 'b', 'c'] })).toEqual([]);
    expect(() => given(events, { type: 'SortButtons', shopDomain, ids: ['a', 'b'] })).toThrow(BIO_LINK_MESSAGES.sortNotAll);
    expect(() => given(events, { type: 'SortButtons', shopDomain, ids: ['a', 'b', 'x'] })).toThrow(BIO_LINK_MESSAGES.unknownButton('x'));
  });

  it('deletes a button by id with its code, and refuses an unknown one', () => {
    expect(given(withButtons('a', 'b'), { type: 'DeleteButton', shopDomain, id: 'b' })).toEqual([{ type: 'BioButtonDeleted', data: { shopDomain, id: 'b', code: button('b').code } }]);
    expect(() => given(withButtons('a'), { type: 'DeleteButton', shopDomain, id: 'b' })).toThrow(BIO_LINK_MESSAGES.unknownButton('b'));
  });

  it('holds at most 200 buttons', () => {
    const full = withButtons(...Array.from({ length: 200 }, (_, i) => `b${i}`));
    expect(() => given(full, { type: 'AddButtons', shopDomain, buttons: [button('one-more')] })).toThrow(BIO_BUTTON_MESSAGES.tooMany);
  });

  it('saves the editor draft as one list of events, nothing for an unchanged draft, and refuses a stale one whole', () => {
    const events = withButtons('a', 'b', 'c');
    const loaded = { displayName: '', bio: '', buttons: ['a', 'b', 'c'].map(button).map(({ id, title, url }) => ({ id, title, url })), socialAccounts: [] };
    const save = (buttons: Array<{ keep: string } | { add: StoredButton }>, profile = { displayName: '', bio: '' }, from = loaded) =>
      given(events, { type: 'SavePage', shopDomain, loaded: from, profile, buttons, accounts: [] });
    expect(save([{ keep: 'a' }, { keep: 'b' }, { keep: 'c' }])).toEqual([]);
    expect(save([{ add: button('n') }, { keep: 'c' }, { keep: 'a' }], { displayName: ' Jane ', bio: '' })).toEqual([
      { type: 'BioButtonDeleted', data: { shopDomain, id: 'b', code: button('b').code } },
      { type: 'BioButtonsAdded', data: { shopDomain, buttons: [button('n')], at: now.toISOString() } },
      { type: 'BioButtonsSorted', data: { shopDomain, ids: ['n', 'c', 'a'] } },
      { type: 'BioLinkCustomized', data: { shopDomain, look: { displayName: 'Jane', ...DEFAULT_LOOK } } },
    ]);
    // Deleting and appending alone leave the draft's order: no sort event.
    expect(save([{ keep: 'a' }, { add: button('n') }]).map((e) => e.type)).toEqual(['BioButtonDeleted', 'BioButtonDeleted', 'BioButtonsAdded']);
    expect(() => save([{ keep: 'a' }], undefined, { ...loaded, buttons: loaded.buttons.slice(0, 2) })).toThrow(BIO_LINK_MESSAGES.changedElsewhere);
    expect(() => save([{ keep: 'a' }], undefined, { ...loaded, bio: 'Old bio' })).toThrow(BIO_LINK_MESSAGES.changedElsewhere);
    expect(() => save([{ keep: 'a' }, { keep: 'a' }])).toThrow(BIO_LINK_MESSAGES.buttonTwice('a'));
    expect(() => save(Array.from({ length: 201 }, (_, i) => ({ add: button(`n${i}`) })))).toThrow(BIO_BUTTON_MESSAGES.tooMany);
  });

  it('keeps a social account id while its network stays, and decides nothing for the same set', () => {
    const first = given([created], { type: 'SetSocialAccounts', shopDomain, accounts: [{ platform: 'instagram', url: 'https://instagram.com/a' }] });
    const events = [created, ...first];
    const next = given(events, { type: 'SetSocialAccounts', shopDomain, accounts: [{ platform: 'tiktok', url: 'https://tiktok.com/@a' }, { platform: 'instagram', url: 'https://instagram.com/b' }] });
    const kept = (first[0] as Extract<BioLinkEvent, { type: 'BioSocialAccountsSet' }>).data.accounts[0]!.id;
    expect((next[0] as Extract<BioLinkEvent, { type: 'BioSocialAccountsSet' }>).data.accounts.map((a) => a.id)[1]).toBe(kept);
    expect(given(events, { type: 'SetSocialAccounts', shopDomain, accounts: [{ platform: 'instagram', url: 'https://instagram.com/a' }] })).toEqual([]);
  });

  it('binds posts once, keeps those bound, takes posts off, and refuses another page id', () => {
    const bound: BioLinkEvent[] = [created, { type: 'BioMediaBound', data: { shopDomain, mediaIds: ['m1'] } }];
    const bind = (mediaIds: string[], on = true, bioLinkId = 'page1') => given(bound, { type: 'BindMedia', shopDomain, bioLinkId, mediaIds, bound: on });
    expect(bind(['m1', 'm2'])).toEqual([{ type: 'BioMediaBound', data: { shopDomain, mediaIds: ['m1', 'm2'] } }]);
    expect(bind(['m1'])).toEqual([]);
    expect(bind(['m1'], false)).toEqual([{ type: 'BioMediaBound', data: { shopDomain, mediaIds: [] } }]);
    expect(bind(['m2'], false)).toEqual([]);
    expect(() => bind(['m1'], true, 'other')).toThrow(BIO_LINK_MESSAGES.unknownPage('other'));
  });

  const loaded = (avatarFile: string | null = null) => ({ ...DEFAULT_LOOK, displayName: '', bio: '', avatarFile });

  it('takes the avatar off only when there is one, and skips erased events', () => {
    const file = `${'m'.repeat(16)}.webp`;
    const avatar: BioLinkEvent = { type: 'BioAvatarSet', data: { shopDomain, avatar: { mediaId: 'm'.repeat(16), file } } };
    expect(given([created, avatar], { type: 'Customize', shopDomain, changes: {}, loaded: loaded(file), removeAvatar: true })).toEqual([{ type: 'BioAvatarSet', data: { shopDomain, avatar: null } }]);
    expect(given([created], { type: 'Customize', shopDomain, changes: {}, loaded: loaded(), removeAvatar: true })).toEqual([]);
    // A picture uploaded elsewhere since the look was read is not removed unseen.
    expect(() => given([created, avatar], { type: 'Customize', shopDomain, changes: {}, loaded: loaded(), removeAvatar: true })).toThrow(BIO_LINK_MESSAGES.changedElsewhere);
    const erased = { type: 'BioLinkCreated', data: { redacted: true } } as unknown as BioLinkEvent;
    expect(() => given([erased], { type: 'SortButtons', shopDomain, ids: [] })).toThrow(BIO_LINK_MESSAGES.missing);
  });

  it('changes only the look fields a Customize carries, unless one of them changed since it was read', () => {
    const named: BioLinkEvent = { type: 'BioLinkCustomized', data: { shopDomain, look: { displayName: 'Jane', bio: 'Hi', ...DEFAULT_LOOK } } };
    const read = { ...loaded(), displayName: 'Jane', bio: 'Hi' };
    expect(given([created, named], { type: 'Customize', shopDomain, changes: { backgroundColor: '#000000', buttonColor: '#FFFFFF', buttonTextColor: '#000000' }, loaded: read, removeAvatar: false })).toEqual([
      { type: 'BioLinkCustomized', data: { shopDomain, look: { displayName: 'Jane', bio: 'Hi', ...DEFAULT_LOOK, backgroundColor: '#000000', buttonColor: '#FFFFFF', buttonTextColor: '#000000' } } },
    ]);
    expect(given([created, named], { type: 'Customize', shopDomain, changes: { buttonShape: DEFAULT_LOOK.buttonShape }, loaded: read, removeAvatar: false })).toEqual([]);
    // The name was 'Jane' when this screen read it as empty: refused, whatever else it carries.
    expect(() => given([created, named], { type: 'Customize', shopDomain, changes: { displayName: 'Other' }, loaded: loaded(), removeAvatar: false })).toThrow(BIO_LINK_MESSAGES.changedElsewhere);
    // Colours alone do not touch the name this screen read wrong.
    expect(given([created, named], { type: 'Customize', shopDomain, changes: { fontFamily: 'serif' }, loaded: loaded(), removeAvatar: false })).toHaveLength(1);
    expect(() => given([created], { type: 'Customize', shopDomain, changes: { buttonTextColor: '#121212' }, loaded: loaded(), removeAvatar: false })).toThrow(/too close to the button colour/);
  });
});

describe('bio post decider', () => {
  const post: SyncedPost = { shopDomain, mediaId: 'm1', platform: 'instagram', mediaType: 'IMAGE', postedAt: now.toISOString(), scheduled: true };
  const synced: BioPostEvent = { type: 'BioPostSynced', data: post };
  const state = (events: BioPostEvent[]) => events.reduce((s, e) => bioPostDecider.evolve(s, e), bioPostDecider.initialState);
  const setContent = (platform: 'instagram' | 'facebook', allowScheduled: boolean, owner = shopDomain, items: StoredPostLink[] = []): BioPostCommand => ({
    type: 'SetContent',
    shopDomain: owner,
    mediaId: 'm1',
    version: { platform, allowScheduled },
    items,
  });

  it('records a post once as reported, and again only when the network reports a change', () => {
    expect(bioPostDecider.decide({ type: 'SyncPost', post }, state([synced]), context)).toEqual([]);
    expect(bioPostDecider.decide({ type: 'SyncPost', post: { ...post, scheduled: false } }, state([synced]), context)).toHaveLength(1);
  });

  it("refuses another network's call, a scheduled post without V4's allowance, and another shop's post", () => {
    expect(() => bioPostDecider.decide(setContent('facebook', true), state([synced]), context)).toThrow(BIO_POST_MESSAGES.otherNetwork('instagram'));
    expect(() => bioPostDecider.decide(setContent('instagram', false), state([synced]), context)).toThrow(BIO_POST_MESSAGES.scheduled);
    expect(() => bioPostDecider.decide(setContent('instagram', true, 'shop-b'), state([synced]), context)).toThrow(BIO_LINK_MESSAGES.unknownPost('m1'));
    const links = [{ code: 'AbCdEfGhIj', title: 'x', url: 'https://x.example.com/' }];
    expect(bioPostDecider.decide(setContent('instagram', true, shopDomain, links), state([synced]), context)).toHaveLength(1);
  });
});
