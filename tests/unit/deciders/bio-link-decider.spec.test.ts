import { describe, expect, it } from 'vitest';
import { BIO_BUTTON_MESSAGES } from '../../../src/domain/bio-link-rules';
import {
  BIO_LINK_MESSAGES,
  bioLinkDecider,
  DEFAULT_LOOK,
  type BioLinkCommand,
  type BioLinkEvent,
  type StoredButton,
} from '../../../server/modules/bio-link/bio-link-decider';
import { SPEC_NOW, spec } from '../../support/decider-spec';

const now = SPEC_NOW;
const bio = spec(bioLinkDecider);
const shopDomain = 'shop-a';
const created: BioLinkEvent = {
  type: 'BioLinkCreated',
  data: {
    shopDomain,
    bioLinkId: 'page1',
    handle: 'jane',
    title: 'Jane',
    published: true,
    createdAt: now.toISOString(),
  },
};
const button = (id: string): StoredButton => ({
  id,
  code: `${id}code0000`.slice(0, 10),
  title: id,
  url: `https://${id}.example.com/`,
});
const withButtons = (...ids: string[]): BioLinkEvent[] => [
  created,
  { type: 'BioButtonsAdded', data: { shopDomain, buttons: ids.map(button), at: now.toISOString() } },
];

/** Given these events, when this command: the events it decides (refusals are asserted with `refused`). */
const given = (events: BioLinkEvent[], command: BioLinkCommand) => bio.given(events).when(command).events();
const refused = (events: BioLinkEvent[], command: BioLinkCommand) => bio.given(events).when(command);

describe('bio link decider', () => {
  it('creates one page per shop, and nothing else happens before it exists', () => {
    expect(
      given([], { type: 'CreateBioLink', shopDomain, handle: 'jane', title: 'Jane', published: true })[0]?.type,
    ).toBe('BioLinkCreated');
    refused([created], {
      type: 'CreateBioLink',
      shopDomain,
      handle: 'jane',
      title: 'Again',
      published: true,
    }).thenThrows('conflict', BIO_LINK_MESSAGES.exists);
    refused([], { type: 'SortButtons', shopDomain, ids: [] }).thenThrows('not-found', BIO_LINK_MESSAGES.missing);
  });

  it('sorts only with every button named once, and an unchanged order decides nothing', () => {
    const events = withButtons('a', 'b', 'c');
    expect(given(events, { type: 'SortButtons', shopDomain, ids: ['c', 'a', 'b'] })).toEqual([
      { type: 'BioButtonsSorted', data: { shopDomain, ids: ['c', 'a', 'b'] } },
    ]);
    expect(given(events, { type: 'SortButtons', shopDomain, ids: ['a', 'b', 'c'] })).toEqual([]);
    refused(events, { type: 'SortButtons', shopDomain, ids: ['a', 'b'] }).thenThrows(
      'invalid',
      BIO_LINK_MESSAGES.sortNotAll,
    );
    refused(events, { type: 'SortButtons', shopDomain, ids: ['a', 'b', 'x'] }).thenThrows(
      'not-found',
      BIO_LINK_MESSAGES.unknownButton('x'),
    );
  });

  it('deletes a button by id with its code, and refuses an unknown one', () => {
    expect(given(withButtons('a', 'b'), { type: 'DeleteButton', shopDomain, id: 'b' })).toEqual([
      { type: 'BioButtonDeleted', data: { shopDomain, id: 'b', code: button('b').code } },
    ]);
    refused(withButtons('a'), { type: 'DeleteButton', shopDomain, id: 'b' }).thenThrows(
      'not-found',
      BIO_LINK_MESSAGES.unknownButton('b'),
    );
  });

  it("replaces a button's destination rules, decides nothing for the same ones, and refuses an unknown button", () => {
    const rules = [{ countries: [], device: 'ios' as const, destination: 'https://apps.apple.com/app/id1' }];
    const events = withButtons('a', 'b');
    const set: BioLinkEvent = { type: 'BioButtonRulesSet', data: { shopDomain, id: 'b', rules } };
    expect(given(events, { type: 'SetButtonRules', shopDomain, id: 'b', rules })).toEqual([set]);
    expect(given([...events, set], { type: 'SetButtonRules', shopDomain, id: 'b', rules })).toEqual([]);
    // Rules stay with their button when the page is saved or sorted around it.
    expect(
      given([...events, set, { type: 'BioButtonsSorted', data: { shopDomain, ids: ['b', 'a'] } }], {
        type: 'SetButtonRules',
        shopDomain,
        id: 'b',
        rules,
      }),
    ).toEqual([]);
    expect(given([...events, set], { type: 'SetButtonRules', shopDomain, id: 'b', rules: [] })).toEqual([
      { type: 'BioButtonRulesSet', data: { shopDomain, id: 'b', rules: [] } },
    ]);
    refused(events, { type: 'SetButtonRules', shopDomain, id: 'zz', rules }).thenThrows(
      'not-found',
      BIO_LINK_MESSAGES.unknownButton('zz'),
    );
  });

  it("replaces a button's schedule, decides nothing for the same one, and refuses an unknown button", () => {
    const schedule = { enabled: false, startsAt: null, endsAt: null, clickCap: null, fallbackUrl: null };
    const events = withButtons('a', 'b');
    const set: BioLinkEvent = { type: 'BioButtonScheduleSet', data: { shopDomain, id: 'b', schedule } };
    expect(given(events, { type: 'SetButtonSchedule', shopDomain, id: 'b', schedule })).toEqual([set]);
    expect(given([...events, set], { type: 'SetButtonSchedule', shopDomain, id: 'b', schedule })).toEqual([]);
    refused(events, { type: 'SetButtonSchedule', shopDomain, id: 'zz', schedule }).thenThrows(
      'not-found',
      BIO_LINK_MESSAGES.unknownButton('zz'),
    );
  });

  it('holds at most 200 buttons', () => {
    const full = withButtons(...Array.from({ length: 200 }, (_, i) => `b${i}`));
    refused(full, { type: 'AddButtons', shopDomain, buttons: [button('one-more')] }).thenThrows(
      'invalid',
      BIO_BUTTON_MESSAGES.tooMany,
    );
  });

  it('saves the editor draft as one list of events, nothing for an unchanged draft, and refuses a stale one whole', () => {
    const events = withButtons('a', 'b', 'c');
    const loaded = {
      displayName: '',
      bio: '',
      buttons: ['a', 'b', 'c'].map(button).map(({ id, title, url }) => ({ id, title, url })),
      socialAccounts: [],
    };
    const save = (
      buttons: Array<{ keep: string } | { add: StoredButton }>,
      profile = { displayName: '', bio: '' },
      from = loaded,
    ) => bio.given(events).when({ type: 'SavePage', shopDomain, loaded: from, profile, buttons, accounts: [] });
    save([{ keep: 'a' }, { keep: 'b' }, { keep: 'c' }]).thenNothingHappens();
    save([{ add: button('n') }, { keep: 'c' }, { keep: 'a' }], { displayName: ' Jane ', bio: '' }).then([
      { type: 'BioButtonDeleted', data: { shopDomain, id: 'b', code: button('b').code } },
      { type: 'BioButtonsAdded', data: { shopDomain, buttons: [button('n')], at: now.toISOString() } },
      { type: 'BioButtonsSorted', data: { shopDomain, ids: ['n', 'c', 'a'] } },
      { type: 'BioLinkCustomized', data: { shopDomain, look: { displayName: 'Jane', ...DEFAULT_LOOK } } },
    ]);
    // Deleting and appending alone leave the draft's order: no sort event.
    expect(
      save([{ keep: 'a' }, { add: button('n') }])
        .events()
        .map((e) => e.type),
    ).toEqual(['BioButtonDeleted', 'BioButtonDeleted', 'BioButtonsAdded']);
    save([{ keep: 'a' }], undefined, { ...loaded, buttons: loaded.buttons.slice(0, 2) }).thenThrows(
      'conflict',
      BIO_LINK_MESSAGES.changedElsewhere,
    );
    save([{ keep: 'a' }], undefined, { ...loaded, bio: 'Old bio' }).thenThrows(
      'conflict',
      BIO_LINK_MESSAGES.changedElsewhere,
    );
    save([{ keep: 'a' }, { keep: 'a' }]).thenThrows('invalid', BIO_LINK_MESSAGES.buttonTwice('a'));
    save(Array.from({ length: 201 }, (_, i) => ({ add: button(`n${i}`) }))).thenThrows(
      'invalid',
      BIO_BUTTON_MESSAGES.tooMany,
    );
  });

  it('keeps a social account id while its network stays, and decides nothing for the same set', () => {
    const first = given([created], {
      type: 'SetSocialAccounts',
      shopDomain,
      accounts: [{ platform: 'instagram', url: 'https://instagram.com/a' }],
    });
    const events = [created, ...first];
    const next = given(events, {
      type: 'SetSocialAccounts',
      shopDomain,
      accounts: [
        { platform: 'tiktok', url: 'https://tiktok.com/@a' },
        { platform: 'instagram', url: 'https://instagram.com/b' },
      ],
    });
    const kept = (first[0] as Extract<BioLinkEvent, { type: 'BioSocialAccountsSet' }>).data.accounts[0]!.id;
    expect((next[0] as Extract<BioLinkEvent, { type: 'BioSocialAccountsSet' }>).data.accounts.map((a) => a.id)[1]).toBe(
      kept,
    );
    expect(
      given(events, {
        type: 'SetSocialAccounts',
        shopDomain,
        accounts: [{ platform: 'instagram', url: 'https://instagram.com/a' }],
      }),
    ).toEqual([]);
  });

  it('binds posts once, keeps those bound, takes posts off, and refuses another page id', () => {
    const bound: BioLinkEvent[] = [created, { type: 'BioMediaBound', data: { shopDomain, mediaIds: ['m1'] } }];
    const bind = (mediaIds: string[], on = true, bioLinkId = 'page1') =>
      given(bound, { type: 'BindMedia', shopDomain, bioLinkId, mediaIds, bound: on });
    expect(bind(['m1', 'm2'])).toEqual([{ type: 'BioMediaBound', data: { shopDomain, mediaIds: ['m1', 'm2'] } }]);
    expect(bind(['m1'])).toEqual([]);
    expect(bind(['m1'], false)).toEqual([{ type: 'BioMediaBound', data: { shopDomain, mediaIds: [] } }]);
    expect(bind(['m2'], false)).toEqual([]);
    refused(bound, { type: 'BindMedia', shopDomain, bioLinkId: 'other', mediaIds: ['m1'], bound: true }).thenThrows(
      'not-found',
      BIO_LINK_MESSAGES.unknownPage('other'),
    );
  });

  const loaded = (avatarFile: string | null = null) => ({ ...DEFAULT_LOOK, displayName: '', bio: '', avatarFile });

  it('takes the avatar off only when there is one, and skips erased events', () => {
    const file = `${'m'.repeat(16)}.webp`;
    const avatar: BioLinkEvent = {
      type: 'BioAvatarSet',
      data: { shopDomain, avatar: { mediaId: 'm'.repeat(16), file } },
    };
    expect(
      given([created, avatar], {
        type: 'Customize',
        shopDomain,
        changes: {},
        loaded: loaded(file),
        removeAvatar: true,
      }),
    ).toEqual([{ type: 'BioAvatarSet', data: { shopDomain, avatar: null } }]);
    expect(
      given([created], { type: 'Customize', shopDomain, changes: {}, loaded: loaded(), removeAvatar: true }),
    ).toEqual([]);
    // A picture uploaded elsewhere since the look was read is not removed unseen.
    refused([created, avatar], {
      type: 'Customize',
      shopDomain,
      changes: {},
      loaded: loaded(),
      removeAvatar: true,
    }).thenThrows('conflict', BIO_LINK_MESSAGES.changedElsewhere);
    const erased = { type: 'BioLinkCreated', data: { redacted: true } } as unknown as BioLinkEvent;
    refused([erased], { type: 'SortButtons', shopDomain, ids: [] }).thenThrows('not-found', BIO_LINK_MESSAGES.missing);
  });

  it('changes only the look fields a Customize carries, unless one of them changed since it was read', () => {
    const named: BioLinkEvent = {
      type: 'BioLinkCustomized',
      data: { shopDomain, look: { displayName: 'Jane', bio: 'Hi', ...DEFAULT_LOOK } },
    };
    const read = { ...loaded(), displayName: 'Jane', bio: 'Hi' };
    expect(
      given([created, named], {
        type: 'Customize',
        shopDomain,
        changes: { backgroundColor: '#000000', buttonColor: '#FFFFFF', buttonTextColor: '#000000' },
        loaded: read,
        removeAvatar: false,
      }),
    ).toEqual([
      {
        type: 'BioLinkCustomized',
        data: {
          shopDomain,
          look: {
            displayName: 'Jane',
            bio: 'Hi',
            ...DEFAULT_LOOK,
            backgroundColor: '#000000',
            buttonColor: '#FFFFFF',
            buttonTextColor: '#000000',
          },
        },
      },
    ]);
    expect(
      given([created, named], {
        type: 'Customize',
        shopDomain,
        changes: { buttonShape: DEFAULT_LOOK.buttonShape },
        loaded: read,
        removeAvatar: false,
      }),
    ).toEqual([]);
    // The name was 'Jane' when this screen read it as empty: refused, whatever else it carries.
    refused([created, named], {
      type: 'Customize',
      shopDomain,
      changes: { displayName: 'Other' },
      loaded: loaded(),
      removeAvatar: false,
    }).thenThrows('conflict', BIO_LINK_MESSAGES.changedElsewhere);
    // Colours alone do not touch the name this screen read wrong.
    expect(
      given([created, named], {
        type: 'Customize',
        shopDomain,
        changes: { fontFamily: 'serif' },
        loaded: loaded(),
        removeAvatar: false,
      }),
    ).toHaveLength(1);
    refused([created], {
      type: 'Customize',
      shopDomain,
      changes: { buttonTextColor: '#121212' },
      loaded: loaded(),
      removeAvatar: false,
    }).thenThrows((error) => error instanceof Error && /too close to the button colour/.test(error.message));
  });

  it('replays a look recorded before themes as the classic theme, and saves a theme picked since', () => {
    const { theme: _none, ...lookBeforeThemes } = DEFAULT_LOOK;
    const old: BioLinkEvent = {
      type: 'BioLinkCustomized',
      data: { shopDomain, look: { ...lookBeforeThemes, backgroundColor: '#000000', buttonTextColor: '#000000' } },
    };
    const changes = { theme: 'midnight' as const, buttonColor: '#F5C451' };
    // The stored theme is classic, so a screen that read classic may change it.
    expect(
      given([created, old], { type: 'Customize', shopDomain, changes, loaded: loaded(), removeAvatar: false }),
    ).toEqual([
      {
        type: 'BioLinkCustomized',
        data: {
          shopDomain,
          look: {
            ...DEFAULT_LOOK,
            backgroundColor: '#000000',
            buttonColor: '#F5C451',
            buttonTextColor: '#000000',
            theme: 'midnight',
          },
        },
      },
    ]);
    // A screen that read another theme than the stored one may not.
    refused([created, old], {
      type: 'Customize',
      shopDomain,
      changes,
      loaded: { ...loaded(), theme: 'paper' },
      removeAvatar: false,
    }).thenThrows('conflict', BIO_LINK_MESSAGES.changedElsewhere);
  });
});
