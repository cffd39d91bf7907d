/**
 * Records several machines' example answers share (`<machine>.examples.ts`): one creator, Jane, her account, a
 * short link, a product, a collection and her pages, as the server would answer them on 25 November 2026. Each is
 * typed by a call that answers it, so a change of the contract shows here first.
 */
import { NETWORK_ERROR_TEXT } from '../domain/spec-constants';
import type { ActorOutput } from './actor-examples';
import type { boostingDetailMachine } from './boosting-detail.machine';
import type { boostingApplicationMachine } from './boosting-application.machine';
import type { bioLinkEditorMachine } from './bio-link-editor.machine';
import type { collageBuilderMachine } from './collage-builder.machine';
import type { coverCropMachine } from './cover-crop.machine';
import type { editProfileMachine } from './edit-profile.machine';
import type { facebookConnectMachine } from './facebook-connect.machine';
import type { galleryPreviewMachine } from './gallery-preview.machine';
import type { impactSettingsMachine } from './impact-settings.machine';
import type { marketplaceIdsEditorMachine } from './marketplace-ids-editor.machine';
import type { landingPageEditorMachine } from './landing-page-editor.machine';
import type { launchMachine } from './launch.machine';
import type { linkCreateMachine } from './link-create.machine';
import type { loginMachine } from './login.machine';
import type { myShopMachine } from './my-shop.machine';
import type { subscriptionMachine } from './subscription.machine';
import type { trackingIdsEditorMachine } from './tracking-ids-editor.machine';

export const EXAMPLE_TODAY = '2026-11-25';
export const EXAMPLE_NOW = '2026-11-25T17:30:00.000Z';
export const EXAMPLE_SHOP = 'jane-loves-finds';

/** An amount in US dollars, in integer cents. */
export const usd = (amountCents: number) => ({ amountCents, currency: 'USD' });

/** What a call answers when the network drops: the client's own sentence, shown as a toast. */
export const NETWORK_ERROR = NETWORK_ERROR_TEXT;

export const EXAMPLE_USER_INFO: NonNullable<ActorOutput<typeof launchMachine, 'getInfo'>> = {
  userId: 'u_1001',
  shopDomain: EXAMPLE_SHOP,
  username: 'jane',
  email: 'jane@example.com',
  handle: 'janeloves',
  maiNickName: 'Jane',
  referCode: 'JANE20',
  planId: 75,
  userType: 'regular',
  loginType: 1,
  isPro: true,
  createdAt: '2026-03-02T09:12:00.000Z',
};

export const EXAMPLE_LOGIN: ActorOutput<typeof loginMachine, 'loginV2'> = {
  token: 'session-token-1',
  userId: 'u_1001',
  shopName: EXAMPLE_SHOP,
  username: 'jane',
  email: 'jane@example.com',
  maiNickName: 'Jane',
  userType: 'regular',
  loginType: 1,
};

export const EXAMPLE_SETTINGS: ActorOutput<typeof editProfileMachine, 'getInfoV2'> = {
  maiNickName: 'Jane',
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  handle: 'janeloves',
  industry: '3',
  numbersOfFollowers: '10k_50k',
  referCode: 'JANE20',
  amazonTrackingId: 'janeloves-20',
  trackingId: 'janeloves-20',
  trackingIdList: [{ trackingId: 'janeloves-20', createdAt: '2026-03-02T09:15:00.000Z' }],
};

export const EXAMPLE_SHORT_LINK: ActorOutput<typeof linkCreateMachine, 'getShortlink'> = {
  id: 'sl_501',
  code: 'Ab3dE7xQ',
  shortUrl: 'https://lnkm.to/Ab3dE7xQ',
  originalUrl: 'https://www.amazon.com/dp/B00NR1YQHM?tag=janeloves-20',
  kind: 'short',
  trackingId: 'janeloves-20',
  source: 1,
  title: 'Stanley Quencher tumbler',
  clicks: 128,
  createdAt: '2026-11-20T15:02:00.000Z',
};

export const EXAMPLE_PRODUCT: ActorOutput<typeof myShopMachine, 'loadProductsPage'>['list'][number] = {
  id: 'p_301',
  title: 'Stanley Quencher tumbler 40 oz',
  url: 'https://www.amazon.com/dp/B00NR1YQHM',
  imageUrl: 'https://images.example.com/tumbler.jpg',
  source: 1,
  retailer: 'amazon',
  brand: 'Stanley',
  price: usd(4500),
  originalPrice: usd(5000),
  commissionRate: 4,
  onShelf: true,
  createdAt: '2026-11-18T12:00:00.000Z',
};

export const EXAMPLE_COLLECTION: ActorOutput<typeof coverCropMachine, 'loadCollection'> = {
  id: 'col-1',
  name: 'Cosy kitchen picks',
  description: 'What I use every morning.',
  coverUrl: 'https://images.example.com/kitchen-cover.jpg',
  platform: 'linkmint',
  productCount: 6,
  updatedAt: '2026-11-22T10:00:00.000Z',
};

export const EXAMPLE_BIO_LINK_DETAIL: NonNullable<ActorOutput<typeof bioLinkEditorMachine, 'getBioLinkDetail'>> = {
  bioLink: {
    id: 'bl_1',
    handle: 'janeloves',
    title: 'Jane loves finds',
    url: 'https://lnkm.to/janeloves',
    published: true,
    mediaIds: [],
    createdAt: '2026-03-03T08:00:00.000Z',
  },
  buttons: [
    {
      id: 'b_1',
      title: 'My Amazon storefront',
      url: 'https://www.amazon.com/shop/janeloves',
      sort: 1,
      clicks: 342,
      shortUrl: 'https://lnkm.to/s/Kq82mZ1p',
      code: 'Kq82mZ1p',
    },
    {
      id: 'b_2',
      title: 'Kitchen favourites',
      url: 'https://lnkm.to/Ab3dE7xQ',
      sort: 2,
      clicks: 97,
      shortUrl: 'https://lnkm.to/s/Pz55tLc0',
      code: 'Pz55tLc0',
    },
  ],
  socialAccounts: [{ id: 's_1', platform: 'instagram', url: 'https://www.instagram.com/janeloves' }],
  setting: { showMostPopular: true, showTrending: true, showSocialIcons: true, autoDmEnabled: false },
  customize: {
    displayName: 'Jane',
    bio: 'Finds for a cosy home.',
    backgroundColor: '#FFF8F0',
    buttonColor: '#1F6FEB',
    buttonTextColor: '#FFFFFF',
    buttonShape: 'rounded',
    fontFamily: 'system',
    theme: 'classic',
  },
};

export const EXAMPLE_BOOSTING_APPLICATION: ActorOutput<typeof boostingDetailMachine, 'boostingDetail'> = {
  id: 'a1',
  status: 'approved',
  contentIds: ['sl_501'],
  trackingIds: [{ trackingId: 'janeloves-20', source: 1 }],
  budget: usd(20000),
  startDate: '2026-11-20',
  endDate: '2026-12-20',
  submittedAt: '2026-11-18T14:00:00.000Z',
  note: 'Holiday push for the tumbler.',
  contents: [
    { contentId: 'sl_501', kind: 'link', title: 'Stanley Quencher tumbler', postedAt: '2026-11-18T13:00:00.000Z' },
  ],
  statusChangedAt: '2026-11-19T09:00:00.000Z',
  unread: true,
  history: [
    { status: 'submitted', at: '2026-11-18T14:00:00.000Z' },
    { status: 'approved', at: '2026-11-19T09:00:00.000Z', note: 'Looks good.' },
  ],
};

export const EXAMPLE_BOOSTING_DRAFT: ActorOutput<typeof boostingApplicationMachine, 'saveDraft'> = {
  id: 'd1',
  contentIds: ['sl_501'],
  trackingIds: [{ trackingId: 'janeloves-20', source: 1 }],
  budget: usd(10000),
  startDate: '2026-12-01',
  endDate: '2026-12-31',
  updatedAt: EXAMPLE_NOW,
};

export const EXAMPLE_LANDING_PAGE: ActorOutput<typeof landingPageEditorMachine, 'landingDetail'> = {
  id: 'lp-1',
  slug: 'holiday-kitchen',
  url: 'https://lnkm.to/p/holiday-kitchen',
  title: 'Holiday kitchen gifts',
  description: 'Gifts I would buy again.',
  blocks: [
    { type: 'heading', text: 'Holiday kitchen gifts' },
    {
      type: 'product',
      product: {
        id: 'p_301',
        source: 'shop',
        title: 'Stanley Quencher tumbler 40 oz',
        brand: 'Stanley',
        price: usd(4500),
      },
      shortUrl: 'https://lnkm.to/s/Tq19vBn4',
    },
  ],
  published: false,
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-24T18:00:00.000Z',
};

export const EXAMPLE_GALLERY: ActorOutput<typeof galleryPreviewMachine, 'galleryDetail'> = {
  id: 'g1',
  slug: 'cosy-corner',
  url: 'https://lnkm.to/g/cosy-corner',
  title: 'My cosy corner',
  columns: 3,
  tiles: [
    {
      mediaId: 'm_1',
      kind: 'image',
      imageUrl: 'https://images.example.com/corner.jpg',
      title: 'Reading lamp',
      destination: 'https://www.amazon.com/dp/B0TESTASIN?tag=janeloves-20',
      shortUrl: 'https://lnkm.to/s/Gx71aQe2',
    },
  ],
  published: false,
  createdAt: '2026-11-22T11:00:00.000Z',
  updatedAt: '2026-11-22T11:30:00.000Z',
};

export const EXAMPLE_COLLAGE: ActorOutput<typeof collageBuilderMachine, 'collageCreate'> = {
  id: 'c1',
  slug: 'winter-picks',
  url: 'https://lnkm.to/c/winter-picks',
  title: 'Winter picks',
  style: 'grid',
  backgroundColor: '#FFFFFF',
  spacing: 8,
  width: 1080,
  height: 1080,
  tiles: [
    {
      productId: 'p_301',
      x: 0,
      y: 0,
      width: 536,
      height: 536,
      title: 'Stanley Quencher tumbler',
      price: usd(4500),
      shortUrl: 'https://lnkm.to/s/Cm40pRt8',
    },
  ],
  imageUrl: 'https://images.example.com/collages/winter-picks.png',
  layoutNote: 'One row of square tiles.',
  createdAt: '2026-11-23T16:00:00.000Z',
  updatedAt: '2026-11-23T16:00:00.000Z',
};

export const EXAMPLE_SUBSCRIPTION: ActorOutput<typeof subscriptionMachine, 'cancelSubscription'> = {
  planId: 199,
  name: 'Pro',
  lookup_key: 'pro',
  status: 'active',
  currentPeriodStart: '2026-11-01T00:00:00.000Z',
  currentPeriodEnd: '2026-12-01T00:00:00.000Z',
  cancelAtPeriodEnd: false,
};

export const EXAMPLE_FACEBOOK_STATUS: ActorOutput<typeof facebookConnectMachine, 'fbConnectStatus'> = {
  connected: true,
  pageId: 'fbp_77',
  pageName: 'Jane Loves Finds',
  instagramUserName: 'janeloves',
  pairValid: true,
};

/** Jane's tracking ids by retailer, oldest first: two Amazon tags, one Target sub-id, none for Walmart yet. */
export const EXAMPLE_TRACKING_IDS: ActorOutput<typeof trackingIdsEditorMachine, 'getTrackingIdsV2'> = {
  amazon: [
    { trackingId: 'janeloves-20', createdAt: '2026-03-02T09:15:00.000Z' },
    { trackingId: 'janeholiday-20', createdAt: '2026-11-01T10:00:00.000Z' },
  ],
  target: [{ trackingId: 'janeloves', createdAt: '2026-06-14T08:30:00.000Z' }],
  walmart: [],
};

type ImpactSettingsByRetailer = ActorOutput<typeof impactSettingsMachine, 'getImpactSettings'>;
export const EXAMPLE_IMPACT_TARGET: NonNullable<ImpactSettingsByRetailer['target']> = {
  publisherId: '3141592',
  adId: '2718281',
  campaignId: '16180',
  savedAt: '2026-11-20T10:00:00.000Z',
};

/** Jane's Impact ids: saved for Target, not yet for Walmart. */
export const EXAMPLE_IMPACT_SETTINGS: ImpactSettingsByRetailer = { target: EXAMPLE_IMPACT_TARGET };

/** Her Impact ids once she saved Walmart's too (the same publisher, Walmart's campaign). */
export const EXAMPLE_IMPACT_SAVED: ImpactSettingsByRetailer = {
  target: EXAMPLE_IMPACT_TARGET,
  walmart: { ...EXAMPLE_IMPACT_TARGET, campaignId: '9383', savedAt: '2026-11-25T17:31:00.000Z' },
};

/** Jane's Amazon tracking ids per store: one on amazon.co.jp so far. */
export const EXAMPLE_MARKETPLACE_IDS: ActorOutput<typeof marketplaceIdsEditorMachine, 'getMarketplaceTrackingIds'> = [
  { store: 'amazon.co.jp', trackingId: 'janejp-22', savedAt: '2026-11-20T10:00:00.000Z' },
];
