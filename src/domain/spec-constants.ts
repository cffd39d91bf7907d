/**
 * Numbers, sizes and texts the product spec fixes, each named once.
 * Where the spec offers two readings, the choice and its reason sit beside the constant.
 */

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
