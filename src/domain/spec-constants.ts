/**
 * Numbers, sizes and texts the product spec fixes, each named once.
 * Where the spec offers two readings, the choice and its reason sit beside the constant.
 */
import { ROUTES } from './route-table';

export const APP_BASE_PATH = '/pc/';
export const APP_VERSION = '6.3.67';

// Layout (spec §2, §3 layout state, §9 sizes)
export const SIDEBAR_OPEN_PX = 240;
export const SIDEBAR_COLLAPSED_PX = 70;
export const CONTENT_MIN_PX = 668;
export const CONTENT_MAX_PX = 968;
export const DEFAULT_TAB = 4;

// Page chunks (spec §2, §9). The spec reads 120 s or 20 s; we take 20 s: chunks come from
// our own server, so one that has not arrived in 20 s is lost, and a creator should see the
// refresh message rather than a spinner for two minutes.
export const CHUNK_LOAD_TIMEOUT_MS = 20_000;
export const LOADING_INDICATOR_DELAY_MS = 200;
export const PAGE_LOAD_ERROR_TEXT = 'An error occurred, refresh the page';

// Stacking order (spec §9)
export const Z_TOAST = 10090;
export const Z_NO_NETWORK = 10080;
export const Z_POPUP = 10075;
export const Z_MASK = 10070;
export const Z_NAVBAR = 980;

// Requests (spec §7 client behaviour, §9 timing). The spec reads 30 s or 60 s; we take 30 s. Every call
// goes to our own server, and even the heaviest (a spreadsheet export of one creator's rows, an image
// upload) is small, so a call still silent after 30 s has almost surely lost its connection. Telling the
// creator to retry then beats a spinner that sits for a whole minute. configureApi() accepts less (tests).
export const REQUEST_TIMEOUT_MS = 30_000;

// Error catalogue (spec §8)
export const ERROR_TOAST_MS = 4_000;
export const NETWORK_TOAST_MS = 2_000;
export const BEFORE_LOGIN_DELAY_MS = 1_000;
export const BEFORE_LOGIN_THROTTLE_MS = 1_000;
export const ERROR_FALLBACK_TEXT = 'Error';
export const SUCCESS_CODES: readonly number[] = [200, 204];
export const UNAUTHORIZED_CODE = 401;
/** The envelope code of a refusal for want of a plan (the contract's Failure, 402 Payment Required). */
export const PLAN_REQUIRED_CODE = 402;
export const LOGIN_PATH = ROUTES.login.path;
export const CONNECT_ACCOUNT_PATH = ROUTES.connectAccount.path;
/** Pages where signing in happens (spec §8 "login pages"): a 401 there is an answer to show, not a lost session. */
export const SIGN_IN_PAGE_PREFIXES: readonly string[] = [
  '/pages/login/',
  '/pages/loginFb/',
  '/pages/createAccount/',
  '/pages/forgotPassword/',
];
/** A 401 toasts on a sign-in page only for calls whose path contains this. */
export const LOGIN_PATH_MARKER = 'login';
/** Failed calls whose path contains this never toast (spec §8): their caller reports the outcome. */
export const QUIET_PATH_MARKER = 'check_product';
// Our own sentences where the spec names none (ARCHITECTURE: the user sees a clear sentence, logs get the cause).
export const TIMEOUT_TEXT = 'The request timed out. Check your connection and try again.';
export const NETWORK_ERROR_TEXT = 'Cannot reach Linkmint. Check your connection and try again.';
/** The no-network tip (spec §8), shown while the browser is offline. */
export const NO_NETWORK_TEXT = 'You are offline. What you do now is sent as soon as your connection is back.';
export const UNREADABLE_RESPONSE_TEXT = 'The server sent an answer the app could not read. Please try again.';
// Texts of spec §8, exactly as written there.
export const USER_INFO_FAILED_TEXT = 'Verification failed, please Login again.';
export const CHAT_TOKEN_FAILED_TEXT = 'Intercom Load Faild';

/** Spec §9 Overage and the plan-usage dialog (§4): $0.01 per extra click, max $999 a month, warn under 10% left. */
export const OVERAGE_CENTS_PER_CLICK = 1;
export const OVERAGE_MAX_DOLLARS_PER_MONTH = 999;
export const PLAN_USAGE_WARN_REMAINING_PERCENT = 10;

/** Spec §4 Support chat and §9 timing: start 2 s after sign-in, poll for the user every 1 s, a tap moves under 5 px. */
export const CHAT_INIT_DELAY_MS = 2_000;
export const SUPPORT_POLL_MS = 1_000;
export const TAP_TOLERANCE_PX = 5;
/** Spec §9 other defaults: the unread badge shows at most 999 ('999+' beyond). */
export const BADGE_MAX = 999;
export const COPY_SUCCESS_TEXT = 'copy successful';
export const DOWNLOAD_SUCCESS_TEXT = 'download successful';
export const NO_MAIL_CLIENT_TEXT = 'no mail client available';

// Toasts (spec §9 timing)
export const TOAST_DEFAULT_MS = 2_000;
export const COPY_TOAST_MS = 3_000;
/** 'copy successful', 'download successful' and 'no mail client available' show for 3 s (spec §8). */
export const NOTICE_TOAST_MS = 3_000;
/** Spec §9: how long after opening a mailto address the app waits for a mail client to take the page's focus. */
export const MAIL_CLIENT_PROBE_MS = 1_000;

// Sign-in flows (spec §2 pages, §5 validation, §6 login types)
export const FACEBOOK_LOGIN_PATH = ROUTES.facebookLogin.path;
export const LOGIN_FB_PATH = ROUTES.facebookLoginReturn.path;
export const EDIT_PROFILE_PATH = ROUTES.editProfile.path;
/** The code input's default maximum length (spec §5). */
export const CODE_INPUT_MAX_LENGTH = 6;
/** The verification-code resend timer's default (spec §5), used when the server does not say. */
export const VERIFICATION_RESEND_SECONDS = 60;
export const RESEND_TICK_MS = 1_000;
/**
 * How long typing pauses before a user name, email, phone or handle is checked with the server. Ours: the
 * spec's throttle default is 500 ms (§9); a little less feels live while a fast typist still sends one check.
 */
export const AVAILABILITY_CHECK_DEBOUNCE_MS = 400;
/** How long edits pause before the bio page preview is drawn again by the server. Ours: live, one call per pause. */
export const BIO_PREVIEW_SETTLE_MS = 300;
/** The contract's password rule for a new password (openapi.yaml RegistrationPayload, PasswordResetRequest). */
export const NEW_PASSWORD_MAX_LENGTH = 64;
/** The contract's Username schema (openapi.yaml): at most 32 characters. */
export const USERNAME_MAX_LENGTH = 32;
export const SAVE_SUCCESS_TEXT = 'save successful!';
// Our own sentences for the sign-in flows (the spec shows no registration or login messages, §5).
export const PASSWORD_RESET_TEXT = 'Your password has been reset. Sign in with your new password.';
export const ACCOUNT_CREATED_TEXT = 'Welcome to Linkmint! Your account is ready.';
export const SHOP_CONNECTED_TEXT = 'Your account is connected.';
export const FACEBOOK_CANCELLED_TEXT =
  'Facebook sign-in was cancelled. You can try again or sign in with your user name.';
export const FACEBOOK_UNAVAILABLE_TEXT =
  'Facebook sign-in is not offered on this Linkmint server. Sign in with your user name or email instead.';

// Launch, navigation and logout (spec §2, §4, §9)
export const ADDITIONAL_INFO_PATH = ROUTES.accountInfo.path;
/** The query that makes Additional Info force profile completion (spec §2: isForce=1 when the handle is empty). */
export const FORCE_PROFILE_QUERY = 'isForce=1';
/** The default tab's path (spec §3 layout state: current tab 4, Viral Items at '/'). */
export const DEFAULT_TAB_PATH = ROUTES.viralItems.path;
/** The global popup screen; never restored from the saved route stack (spec §2). */
export const POPUP_PATH = ROUTES.popup.path;
export const GLOBAL_AD_DELAY_MS = 20;
export const LOGOUT_RESET_MS = 200;
/** The logout confirmation (spec §2 settings panel), with its full-width question mark exactly as written. */
export const LOGOUT_CONFIRM_TEXT = 'Are you sure you want to Logout？';
export const LOGOUT_CONFIRM_OK = 'OK';
export const LOGOUT_CONFIRM_CANCEL = 'Cancel';
/** Connect Account's userType query for a sign-in without a shop (spec §2): 1 social (Facebook), 2 Apple. */
export const CONNECT_USER_TYPE_SOCIAL = 1;
export const CONNECT_USER_TYPE_APPLE = 2;
/** Login types (spec §6): 1 Linkmint account, 2 Facebook (social), 3 Apple. */
export const LOGIN_TYPE_ACCOUNT = 1;
export const LOGIN_TYPE_SOCIAL = 2;
export const LOGIN_TYPE_APPLE = 3;
/** Pages shown without the side navigation, and without the global ad (spec §2: the ad flag is off on login, forgot-password and create-account). */
export const CREATE_ACCOUNT_PATH = ROUTES.createAccount.path;
export const FORGOT_PASSWORD_PATH = ROUTES.forgotPassword.path;

// Desktop-only redirect (spec §2, §9)
export const DESKTOP_MIN_WIDTH_PX = 768;
export const IFRAME_PAGE_PATH = ROUTES.embeddedPage.path;
/** `?noRedirect=1` keeps a narrow or phone browser on the desktop app (tests, support staff). */
export const NO_REDIRECT_QUERY_FLAG = 'noRedirect';
/** The meta tag the server writes MOBILE_WEB_URL into when it serves index.html. */
export const MOBILE_WEB_URL_META = 'linkmint-mobile-web-url';

// Settings side panel (spec §2, §4, §5, §9)
export const SETTINGS_PANEL_WIDTH_PX = 360;
export const SETTINGS_PANEL_MIN_HEIGHT_PX = 625;
/** The panel's closing animation; it leaves the page when the animation is over. */
export const SETTINGS_CLOSE_MS = 600;
/** The notify bar's default time (spec §9 "Notify default 3000 ms"), used by the data-loading notice. */
export const NOTIFY_DEFAULT_MS = 3_000;
export const DATA_LOADING_TEXT = "Oops! Looks like the data's still loading. Give it another second!";
/** With the full-width exclamation mark exactly as the spec writes it. */
export const PAYMENT_INFO_ADDED_TEXT = 'Payment info. has been added！';
export const INVITE_COPIED_TITLE = 'Your personal invitation is copied!';
/** Spec §2 writes "sure with your friends" (for "share"); the product text is kept as written. */
export const INVITE_COPIED_TEXT = 'Please feel free to sure with your friends.';
export const INVITE_COPIED_OK = 'OK';
/** The invitation modal's box (spec §9 "Invite box 357x275"). */
export const INVITE_BOX_WIDTH_PX = 357;
export const INVITE_BOX_HEIGHT_PX = 275;
export const HONOR_MODAL_OK = 'Nice!';
/** Inviting friends earns a 20% commission as referral bonus (spec §1, §9). */
export const REFERRAL_COMMISSION_PERCENT = 20;
export const REFERRAL_BONUS_TITLE = 'REFERRAL BONUS';
/** Ours: a clipboard the browser refuses (spec §8 names no text for it). */
export const COPY_FAILED_TEXT =
  'The invitation could not be copied. Select it and copy it yourself, or allow clipboard access and try again.';
/** Ours: the same for a link's copy button. */
export const COPY_LINK_FAILED_TEXT = 'The link could not be copied. Allow clipboard access and try again.';

// Confirm dialog (spec §4, §8, §9)
export const CONFIRM_FADE_MS = 300;
export const CONFIRM_WIDTH_PX = 360;
export const CONFIRM_BUTTON_WIDTH_PX = 130;
export const CONFIRM_BUTTON_HEIGHT_PX = 44;
export const CONFIRM_DEFAULT_TITLE = 'you are about to Clear Auto DM Scheduler';
export const CONFIRM_DEFAULT_CONTENT: readonly string[] = [
  'These settings ONLY apply to your next post.',
  'They do NOT affect previously published posts.',
];
/** Ours: the spec's default dialog names no button labels; the logout confirmation sets OK and Cancel. */
export const CONFIRM_DEFAULT_CONFIRM_TEXT = 'Confirm';
export const CONFIRM_DEFAULT_CANCEL_TEXT = 'Cancel';

// Popups, update check and notices (spec §2, §3, §4, §9)
export const GLOBAL_AD_WIDTH_PX = 382;
/** Local storage: the version code whose what's-new popup (115) this browser has shown (spec §3 "the what's-new shown flag"). */
export const WHATS_NEW_SHOWN_KEY = 'linkmint.whatsNewShown';
/** The popup buttons when a system message names none. */
export const SYSTEM_MESSAGE_DEFAULT_CONFIRM = 'OK';

// Tracking-ID picker (spec §2, §9)
export const TRACKING_MODAL_WIDTH_PX = 478;
export const TRACKING_MODAL_TITLE = 'Select A Tracking ID';
export const TRACKING_SEARCH_PLACEHOLDER = 'Search';
export const TRACKING_NO_RESULT = 'No result';
/** Ours: the spec says the field has a placeholder without quoting it. */
export const TRACKING_FIELD_PLACEHOLDER = 'Select a tracking ID';

// Create panel (spec §1, §4)
export const CREATE_PANEL_TITLE = 'Create A New Link';

// Promotion banner and modal (spec §1, §2, §3, §4, §9)
export const PROMOTION_BANNER_TEXT = 'Introducing our Rising Stars program, up to $5,000 to win, for Boosting Creators';
export const PROMOTION_BANNER_ACTION = 'Learn more';
/** The banner shows until this Los Angeles wall time, inclusive, and never after (spec §2, §9). */
export const PROMOTION_BANNER_END_LOCAL = '2025-07-31T23:59:59';
export const PACIFIC_TIME_ZONE = 'America/Los_Angeles';
/** Local storage (spec §3, spelled as stored): shopName -> true once the banner was closed. */
export const BANNER_CLOSED_KEY = 'boostingBannerColseStatus';
