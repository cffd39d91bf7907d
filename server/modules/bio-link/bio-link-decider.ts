import type { components } from '../../../src/generated/api';
import { BIO_BUTTON_MESSAGES, MAX_BIO_BUTTONS } from '../../../src/domain/bio-link-rules';
import { DEFAULT_THEME } from '../../../src/domain/bio-themes';
import { headersProblem, type PageHeader } from '../../../src/domain/bio-headers';
import type { DestinationRule } from '../../../src/domain/destination-rules';
import type { LinkSchedule } from '../../../src/domain/link-schedule';
import { clash, invalid, missing } from '../../events/domain-error';
import type { DecisionContext, Decider } from '../../events/command-handler';
import {
  applyLook,
  storedLook,
  changedSinceLoaded,
  unreadableLook,
  type BioLook,
  type LoadedLook,
  type LookChanges,
  type RecordedLook,
} from './bio-look';

export type { BioLook } from './bio-look';

/**
 * A shop's bio link page is one aggregate, stream `bio-link:<shopDomain>`: the page, its buttons, social icons,
 * section switches, look, avatar and bound posts change together and are read together, and one page per shop
 * keeps the stream small. Every event names its shop, so an account's erasure finds them (shop-bio-link-erasure.ts).
 * Inputs arrive checked (bio-link-inputs.ts); the decider keeps the rules that need the page's state.
 */

type Schemas = components['schemas'];
export type BioLinkSetting = Schemas['BioLinkSetting'];
export type SocialPlatform = Schemas['SocialPlatform'];

export interface StoredButton {
  id: string;
  /** Its tracked address's code (/s/{code}). */
  code: string;
  title: string;
  /** The address as the creator gave it. */
  url: string;
  /** Where the tracked address leads (the earn rule's answer for `url`); buttons stored before it lead to `url`. */
  destination?: string;
  /** The creator kept this retailer address untagged knowingly. */
  untagged?: true;
  iconUrl?: string;
  /** The creator featured it: the public page draws it prominently. Absent on buttons never featured. */
  featured?: true;
  /** Its thumbnail: a same-origin path of one of the shop's pictures (button-thumbnails.ts). Absent without one. */
  thumbnail?: string;
  /** Its destination rules in order, checked and tagged (src/domain/destination-rules.ts). Absent without any. */
  rules?: DestinationRule[];
  /** Its schedule and limits (src/domain/link-schedule.ts). Absent: always shown. */
  schedule?: LinkSchedule;
}

export interface StoredSocialAccount {
  id: string;
  platform: SocialPlatform;
  url: string;
}

/** The avatar: an item of the shop's media library (galleries module) and its re-encoded file. */
export interface StoredAvatar {
  mediaId: string;
  file: string;
}

export const DEFAULT_SETTING: BioLinkSetting = {
  showMostPopular: true,
  showTrending: true,
  showSocialIcons: true,
  autoDmEnabled: false,
};
export const DEFAULT_LOOK: BioLook = {
  backgroundColor: '#FFFFFF',
  buttonColor: '#111111',
  buttonTextColor: '#FFFFFF',
  buttonShape: 'rounded',
  fontFamily: 'system',
  theme: DEFAULT_THEME,
};

type Shop = { shopDomain: string };
export type ButtonThumbnail = { id: string; path: string };
export type BioLinkEvent =
  | {
      type: 'BioLinkCreated';
      data: Shop & { bioLinkId: string; handle: string; title: string; published: boolean; createdAt: string };
    }
  | { type: 'BioButtonsAdded'; data: Shop & { buttons: StoredButton[]; at: string } }
  | { type: 'BioButtonDeleted'; data: Shop & { id: string; code: string } }
  | { type: 'BioButtonsSorted'; data: Shop & { ids: string[] } }
  /** The whole set of featured buttons: those named, every other one not. */
  | { type: 'BioButtonsFeatured'; data: Shop & { ids: string[] } }
  /** The whole set of button thumbnails: those named show their picture, every other one none. */
  | { type: 'BioButtonThumbnailsSet'; data: Shop & { thumbnails: ButtonThumbnail[] } }
  | { type: 'BioSocialAccountsSet'; data: Shop & { accounts: StoredSocialAccount[] } }
  | { type: 'BioLinkSettingChanged'; data: Shop & { setting: BioLinkSetting } }
  | { type: 'BioLinkCustomized'; data: Shop & { look: RecordedLook } }
  | { type: 'BioAvatarSet'; data: Shop & { avatar: StoredAvatar | null } }
  | { type: 'BioMediaBound'; data: Shop & { mediaIds: string[] } }
  | { type: 'BioPageLinkMade'; data: Shop & { code: string; destination: string } }
  /** The page's whole set of section headers, in order, each with the number of buttons before it. */
  | { type: 'BioHeadersSet'; data: Shop & { headers: PageHeader[] } }
  /** A button's whole list of destination rules; [] for none. */
  | { type: 'BioButtonRulesSet'; data: Shop & { id: string; rules: DestinationRule[] } }
  /** A button's whole schedule and limits (checked by the caller). */
  | { type: 'BioButtonScheduleSet'; data: Shop & { id: string; schedule: LinkSchedule } };

export const BIO_LINK_EVENT_TYPES: readonly BioLinkEvent['type'][] = [
  'BioLinkCreated',
  'BioButtonsAdded',
  'BioButtonDeleted',
  'BioButtonsSorted',
  'BioButtonsFeatured',
  'BioButtonThumbnailsSet',
  'BioSocialAccountsSet',
  'BioLinkSettingChanged',
  'BioLinkCustomized',
  'BioAvatarSet',
  'BioMediaBound',
  'BioPageLinkMade',
  'BioHeadersSet',
  'BioButtonRulesSet',
  'BioButtonScheduleSet',
];

export type BioLinkCommand =
  | { type: 'CreateBioLink'; shopDomain: string; handle: string; title: string; published: boolean }
  | { type: 'AddButtons'; shopDomain: string; buttons: StoredButton[] }
  | { type: 'DeleteButton'; shopDomain: string; id: string }
  | { type: 'SortButtons'; shopDomain: string; ids: string[] }
  | { type: 'SetSocialAccounts'; shopDomain: string; accounts: Array<Omit<StoredSocialAccount, 'id'>> }
  | { type: 'ChangeSetting'; shopDomain: string; changes: Partial<BioLinkSetting> }
  /** bio/save: the fields it carries change, unless one was changed since the look in `loaded` was read. */
  | { type: 'Customize'; shopDomain: string; changes: LookChanges; loaded: LoadedLook; removeAvatar: boolean }
  | { type: 'SetAvatar'; shopDomain: string; avatar: StoredAvatar }
  /** Puts posts on the page (bound) or takes them off; the rest stay as they are. */
  | { type: 'BindMedia'; shopDomain: string; bioLinkId: string; mediaIds: string[]; bound: boolean }
  | { type: 'MakePageLink'; shopDomain: string; code: string; destination: string }
  /** Replaces a button's destination rules (checked and tagged by the caller). */
  | { type: 'SetButtonRules'; shopDomain: string; id: string; rules: DestinationRule[] }
  /** Replaces a button's schedule (checked by the caller). */
  | { type: 'SetButtonSchedule'; shopDomain: string; id: string; schedule: LinkSchedule }
  | {
      type: 'SavePage';
      shopDomain: string;
      /** The page's content as the editor read it: the page must still be so. */
      loaded: Schemas['BioPageContent'];
      profile: { displayName: string; bio: string };
      /** Every button in page order: one of the page by id, or a new one (checked, with its tracked code). */
      buttons: Array<({ keep: string } | { add: StoredButton }) & { featured?: boolean; thumbnail?: string }>;
      accounts: Array<Omit<StoredSocialAccount, 'id'>>;
      /** The section headers in page order (titles trimmed); absent leaves the page without any. */
      headers?: PageHeader[];
    };

export interface BioLinkState {
  bioLinkId: string | null;
  buttons: StoredButton[];
  accounts: StoredSocialAccount[];
  setting: BioLinkSetting;
  look: BioLook;
  avatar: StoredAvatar | null;
  mediaIds: string[];
  pageLink: string | null;
  headers: PageHeader[];
}

export const BIO_LINK_MESSAGES = {
  missing: 'You have no bio link page yet. Create it first.',
  exists: 'You already have a bio link page; one page per shop. Edit that one.',
  unknownPage: (id: string) => `There is no bio link page ${id} of yours.`,
  unknownButton: (id: string) => `There is no button ${id} on your bio page.`,
  sortNotAll: 'List every button of the page exactly once, in the new order.',
  noHandle: 'Add your handle in Account info first: the bio page address is made from it.',
  unknownSocial: (id: string) => `There is no social icon ${id} on your bio page.`,
  unknownPost: (id: string) => `There is no synced post ${id} of yours.`,
  scheduledPost: (id: string) =>
    `Post ${id} is scheduled and not published yet: it can go on your page once it is published.`,
  changedElsewhere:
    'Your bio page was changed elsewhere since you opened it, so nothing was saved. Load it again, or send your changes with the page as it is now.',
  buttonTwice: (id: string) => `Button ${id} is listed twice: list each button of the page once.`,
  socialTwice: (platform: string) => `${platform} is listed twice: give each network one address.`,
} as const;

export const bioLinkStream = (shopDomain: string) => `bio-link:${shopDomain}`;

const INITIAL: BioLinkState = {
  bioLinkId: null,
  buttons: [],
  accounts: [],
  setting: DEFAULT_SETTING,
  look: DEFAULT_LOOK,
  avatar: null,
  mediaIds: [],
  pageLink: null,
  headers: [],
};

function evolve(state: BioLinkState, event: BioLinkEvent): BioLinkState {
  // An erased shop's events keep only { redacted: true }.
  if (!event.data?.shopDomain) return state;
  switch (event.type) {
    case 'BioLinkCreated':
      return { ...state, bioLinkId: event.data.bioLinkId };
    case 'BioButtonsAdded':
      return { ...state, buttons: [...state.buttons, ...event.data.buttons] };
    case 'BioButtonDeleted':
      return { ...state, buttons: state.buttons.filter((b) => b.id !== event.data.id) };
    case 'BioButtonsSorted': {
      const byId = new Map(state.buttons.map((b) => [b.id, b]));
      return { ...state, buttons: event.data.ids.flatMap((id) => byId.get(id) ?? []) };
    }
    case 'BioButtonsFeatured': {
      const featured = new Set(event.data.ids);
      return {
        ...state,
        buttons: state.buttons.map(({ featured: _was, ...b }) => withFeatured(b, featured.has(b.id))),
      };
    }
    case 'BioButtonThumbnailsSet': {
      const paths = new Map(event.data.thumbnails.map((t) => [t.id, t.path]));
      return { ...state, buttons: state.buttons.map(({ thumbnail: _was, ...b }) => withThumbnail(b, paths.get(b.id))) };
    }
    case 'BioSocialAccountsSet':
      return { ...state, accounts: event.data.accounts };
    case 'BioLinkSettingChanged':
      return { ...state, setting: event.data.setting };
    case 'BioLinkCustomized':
      return { ...state, look: storedLook(event.data.look) };
    case 'BioAvatarSet':
      return { ...state, avatar: event.data.avatar };
    case 'BioMediaBound':
      return { ...state, mediaIds: event.data.mediaIds };
    case 'BioPageLinkMade':
      return { ...state, pageLink: event.data.code };
    case 'BioHeadersSet':
      return { ...state, headers: event.data.headers };
    case 'BioButtonRulesSet': {
      const { id, rules } = event.data;
      return {
        ...state,
        buttons: state.buttons.map(({ rules: was, ...b }) => withRules(b, b.id === id ? rules : was)),
      };
    }
    case 'BioButtonScheduleSet': {
      const { id, schedule } = event.data;
      return { ...state, buttons: state.buttons.map((b) => (b.id === id ? { ...b, schedule } : b)) };
    }
  }
}

const withFeatured = (button: StoredButton, featured: boolean): StoredButton =>
  featured ? { ...button, featured: true } : button;

const withThumbnail = (button: StoredButton, path: string | undefined): StoredButton =>
  path ? { ...button, thumbnail: path } : button;

const withRules = (button: StoredButton, rules: DestinationRule[] | undefined): StoredButton =>
  rules && rules.length > 0 ? { ...button, rules } : button;

const same = <T>(a: T, b: T) => JSON.stringify(a) === JSON.stringify(b);

/** The part of the page the editor changes, in the contract's BioPageContent shape and key order. */
function contentOf(content: Schemas['BioPageContent']): Schemas['BioPageContent'] {
  return {
    displayName: content.displayName,
    bio: content.bio,
    buttons: content.buttons.map(({ id, title, url }) => ({ id, title, url })),
    socialAccounts: content.socialAccounts.map(({ platform, url }) => ({ platform, url })),
    headers: (content.headers ?? []).map(({ title, position }) => ({ title, position })),
  };
}

const storedContent = (state: BioLinkState) =>
  contentOf({
    displayName: state.look.displayName ?? '',
    bio: state.look.bio ?? '',
    buttons: state.buttons,
    socialAccounts: state.accounts,
    headers: state.headers,
  });

/** An account keeps its id while its network stays on the page, so the app's selection survives an edit. */
function socialEvents(
  state: BioLinkState,
  given: Array<Omit<StoredSocialAccount, 'id'>>,
  shop: Shop,
  newId: () => string,
): BioLinkEvent[] {
  const accounts = given.map((a) => ({
    id: state.accounts.find((old) => old.platform === a.platform)?.id ?? newId(),
    ...a,
  }));
  return same(accounts, state.accounts) ? [] : [{ type: 'BioSocialAccountsSet', data: { ...shop, accounts } }];
}

/** Headers as stored: in page order, a position past the last button made the end of the list. */
const placedHeaders = (headers: readonly PageHeader[], buttons: number): PageHeader[] =>
  headers
    .map(({ title, position }, order) => ({ title, position: Math.min(position, buttons), order }))
    .sort((a, b) => a.position - b.position || a.order - b.order)
    .map(({ title, position }) => ({ title, position }));

/**
 * The editor's whole draft as one decision, appended in one write: buttons left out deleted, new ones added, the
 * order, the social accounts, the section headers and the name and bio. Refused whole when the page is no longer the one the draft
 * started from, when the draft names a button twice or a network twice, or when a section header is empty, too
 * long or one too many.
 */
function savePage(
  command: Extract<BioLinkCommand, { type: 'SavePage' }>,
  state: BioLinkState,
  shop: Shop,
  { now, newId }: DecisionContext,
): BioLinkEvent[] {
  if (!same(contentOf(command.loaded), storedContent(state))) throw clash(BIO_LINK_MESSAGES.changedElsewhere);
  const keptIds = command.buttons.flatMap((b) => ('keep' in b ? [b.keep] : []));
  const unknown = keptIds.find((id) => !state.buttons.some((b) => b.id === id));
  if (unknown) throw missing(BIO_LINK_MESSAGES.unknownButton(unknown));
  const twice = keptIds.find((id, index) => keptIds.indexOf(id) !== index);
  if (twice) throw invalid(BIO_LINK_MESSAGES.buttonTwice(twice));
  if (command.buttons.length > MAX_BIO_BUTTONS) throw invalid(BIO_BUTTON_MESSAGES.tooMany);
  const platforms = command.accounts.map((a) => a.platform);
  const network = platforms.find((p, index) => platforms.indexOf(p) !== index);
  if (network) throw invalid(BIO_LINK_MESSAGES.socialTwice(network));
  const headerProblem = headersProblem(command.headers ?? []);
  if (headerProblem) throw invalid(headerProblem);

  const events: BioLinkEvent[] = state.buttons
    .filter((b) => !keptIds.includes(b.id))
    .map((b) => ({ type: 'BioButtonDeleted', data: { ...shop, id: b.id, code: b.code } }));
  const added = command.buttons.flatMap((b) => ('add' in b ? [b.add] : []));
  if (added.length > 0)
    events.push({ type: 'BioButtonsAdded', data: { ...shop, buttons: added, at: now.toISOString() } });
  // After the deletions and additions the kept buttons stand in their old order with the new ones after them.
  const ids = command.buttons.map((b) => ('keep' in b ? b.keep : b.add.id));
  const standing = [...state.buttons.filter((b) => keptIds.includes(b.id)).map((b) => b.id), ...added.map((b) => b.id)];
  if (!same(ids, standing)) events.push({ type: 'BioButtonsSorted', data: { ...shop, ids } });
  const featured = command.buttons.flatMap((b, index) => (b.featured ? [ids[index]!] : []));
  const wasFeatured = state.buttons.filter((b) => b.featured && keptIds.includes(b.id)).map((b) => b.id);
  if (!same([...featured].sort(), [...wasFeatured].sort()))
    events.push({ type: 'BioButtonsFeatured', data: { ...shop, ids: featured } });
  const thumbnails = command.buttons.flatMap((b, index) =>
    b.thumbnail ? [{ id: ids[index]!, path: b.thumbnail }] : [],
  );
  const hadThumbnails = state.buttons.flatMap((b) =>
    b.thumbnail && keptIds.includes(b.id) ? [{ id: b.id, path: b.thumbnail }] : [],
  );
  const byId = (a: ButtonThumbnail, b: ButtonThumbnail) => a.id.localeCompare(b.id);
  if (!same([...thumbnails].sort(byId), hadThumbnails.sort(byId)))
    events.push({ type: 'BioButtonThumbnailsSet', data: { ...shop, thumbnails } });
  events.push(...socialEvents(state, command.accounts, shop, newId));
  const headers = placedHeaders(command.headers ?? [], ids.length);
  if (!same(headers, state.headers)) events.push({ type: 'BioHeadersSet', data: { ...shop, headers } });
  const look = applyLook(state.look, command.profile);
  if (!same(look, applyLook(state.look, {}))) events.push({ type: 'BioLinkCustomized', data: { ...shop, look } });
  return events;
}

export const bioLinkDecider: Decider<BioLinkCommand, BioLinkState, BioLinkEvent> = {
  initialState: INITIAL,
  evolve,
  decide(command, state, { now, newId }) {
    const shop = { shopDomain: command.shopDomain };
    if (command.type === 'CreateBioLink') {
      if (state.bioLinkId) throw clash(BIO_LINK_MESSAGES.exists);
      const { handle, title, published } = command;
      return [
        {
          type: 'BioLinkCreated',
          data: { ...shop, bioLinkId: newId(), handle, title, published, createdAt: now.toISOString() },
        },
      ];
    }
    if (!state.bioLinkId) throw missing(BIO_LINK_MESSAGES.missing);
    switch (command.type) {
      case 'AddButtons':
        if (state.buttons.length + command.buttons.length > MAX_BIO_BUTTONS) throw invalid(BIO_BUTTON_MESSAGES.tooMany);
        return [{ type: 'BioButtonsAdded', data: { ...shop, buttons: command.buttons, at: now.toISOString() } }];
      case 'DeleteButton': {
        const button = state.buttons.find((b) => b.id === command.id);
        if (!button) throw missing(BIO_LINK_MESSAGES.unknownButton(command.id));
        return [{ type: 'BioButtonDeleted', data: { ...shop, id: button.id, code: button.code } }];
      }
      case 'SortButtons': {
        const known = new Set(state.buttons.map((b) => b.id));
        const unknown = command.ids.find((id) => !known.has(id));
        if (unknown) throw missing(BIO_LINK_MESSAGES.unknownButton(unknown));
        if (command.ids.length !== known.size || new Set(command.ids).size !== known.size)
          throw invalid(BIO_LINK_MESSAGES.sortNotAll);
        if (
          same(
            command.ids,
            state.buttons.map((b) => b.id),
          )
        )
          return [];
        return [{ type: 'BioButtonsSorted', data: { ...shop, ids: command.ids } }];
      }
      case 'SetSocialAccounts':
        return socialEvents(state, command.accounts, shop, newId);
      case 'ChangeSetting': {
        const setting = { ...state.setting, ...command.changes };
        return same(setting, state.setting) ? [] : [{ type: 'BioLinkSettingChanged', data: { ...shop, setting } }];
      }
      case 'Customize': {
        const stored = { look: state.look, avatarFile: state.avatar?.file ?? null };
        if (changedSinceLoaded(stored, command.loaded, command.changes, command.removeAvatar))
          throw clash(BIO_LINK_MESSAGES.changedElsewhere);
        const look = applyLook(state.look, command.changes);
        const unreadable = unreadableLook(look);
        if (unreadable) throw invalid(unreadable);
        const events: BioLinkEvent[] = [];
        if (!same(look, applyLook(state.look, {}))) events.push({ type: 'BioLinkCustomized', data: { ...shop, look } });
        if (command.removeAvatar && state.avatar)
          events.push({ type: 'BioAvatarSet', data: { ...shop, avatar: null } });
        return events;
      }
      case 'SetAvatar':
        return same(command.avatar, state.avatar)
          ? []
          : [{ type: 'BioAvatarSet', data: { ...shop, avatar: command.avatar } }];
      case 'BindMedia': {
        if (command.bioLinkId !== state.bioLinkId) throw missing(BIO_LINK_MESSAGES.unknownPage(command.bioLinkId));
        const mediaIds = command.bound
          ? [...state.mediaIds, ...command.mediaIds.filter((id) => !state.mediaIds.includes(id))]
          : state.mediaIds.filter((id) => !command.mediaIds.includes(id));
        return same(mediaIds, state.mediaIds) ? [] : [{ type: 'BioMediaBound', data: { ...shop, mediaIds } }];
      }
      case 'MakePageLink':
        return state.pageLink
          ? []
          : [{ type: 'BioPageLinkMade', data: { ...shop, code: command.code, destination: command.destination } }];
      case 'SavePage':
        return savePage(command, state, shop, { now, newId });
      case 'SetButtonRules': {
        const button = state.buttons.find((b) => b.id === command.id);
        if (!button) throw missing(BIO_LINK_MESSAGES.unknownButton(command.id));
        if (same(button.rules ?? [], command.rules)) return [];
        return [{ type: 'BioButtonRulesSet', data: { ...shop, id: button.id, rules: command.rules } }];
      }
      case 'SetButtonSchedule': {
        const button = state.buttons.find((b) => b.id === command.id);
        if (!button) throw missing(BIO_LINK_MESSAGES.unknownButton(command.id));
        if (button.schedule && same(button.schedule, command.schedule)) return [];
        return [{ type: 'BioButtonScheduleSet', data: { ...shop, id: button.id, schedule: command.schedule } }];
      }
    }
  },
};
