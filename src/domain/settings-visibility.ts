/**
 * Which parts of the settings panel a creator sees, and where its rows lead (spec §2 settings side panel, §6).
 * One pure rule, used by the settings panel machine and the full-page settings list alike.
 */
import { FB_AUTH_PATH } from './auto-dm';
import { PLANS_PAGE_PATH } from './plan-usage';
import { hasPage } from './registered-routes';
import { ROUTES } from './route-table';

export const SETTINGS_PATHS = {
  aiCollagePreference: ROUTES.collagePreference.path,
  accountInfo: ROUTES.accountInfo.path,
  billing: ROUTES.billing.path,
  plans: PLANS_PAGE_PATH,
  income: ROUTES.balance.path,
  autoReplyScheduler: ROUTES.schedulePost.path,
  instagram: FB_AUTH_PATH,
  apiKeys: ROUTES.apiKeys.path,
  webhooks: ROUTES.webhooks.path,
} as const;

export type SettingsRowId =
  | 'aiCollagePreference'
  | 'accountInfo'
  | 'payment'
  | 'income'
  | 'instagram'
  | 'apiKeys'
  | 'webhooks'
  | 'autoReplyScheduler';

export interface SettingsRow {
  id: SettingsRowId;
  label: string;
  /** Where the row leads once the panel's data has loaded. */
  path: string;
  /** False while the app has no page at `path`: the row shows disabled, saying the page is not available yet. */
  available: boolean;
}

/** What the rule needs to know; a check that failed or has not answered yet counts as false. */
export interface SettingsFacts {
  isPro: boolean;
  hasFacebookAuth: boolean;
  hasBioLink: boolean;
  hasPaymentInfo: boolean;
  /** A VIP code the creator already entered (it can be entered once). */
  hasSourceReferCode: boolean;
}

export interface SettingsView {
  /** The settings list, in display order; empty for pro users. */
  rows: readonly SettingsRow[];
  /** The REFERRAL BONUS section (Invite friends and the VIP referral code). */
  showReferralBonus: boolean;
  referralInputDisabled: boolean;
}

export const SETTINGS_ROW_LABELS: Readonly<Record<SettingsRowId, string>> = {
  aiCollagePreference: 'AI collage preference',
  accountInfo: 'Account info',
  payment: 'Payment',
  income: 'Income',
  instagram: 'Instagram and Facebook',
  autoReplyScheduler: 'Auto reply scheduler',
  apiKeys: 'API keys',
  webhooks: 'Webhooks',
};

/** The connection row (issue 24) while Auto DM is not connected: it leads to the same page, fbAuth. */
export const CONNECT_INSTAGRAM_LABEL = 'Connect Instagram';

/** Payment opens billing when payment info exists, otherwise the plans page. */
export const paymentPath = (hasPaymentInfo: boolean): string =>
  hasPaymentInfo ? SETTINGS_PATHS.billing : SETTINGS_PATHS.plans;

/** `registeredPaths`: the paths of the app's route tables (registered-routes.ts), which decide `available`. */
export function settingsView(facts: SettingsFacts, registeredPaths: readonly string[]): SettingsView {
  if (facts.isPro) return { rows: [], showReferralBonus: false, referralInputDisabled: true };
  const row = (id: SettingsRowId, path: string, label = SETTINGS_ROW_LABELS[id]): SettingsRow => ({
    id,
    label,
    path,
    available: hasPage(path, registeredPaths),
  });
  const rows = [
    row('aiCollagePreference', SETTINGS_PATHS.aiCollagePreference),
    row('accountInfo', SETTINGS_PATHS.accountInfo),
    row('payment', paymentPath(facts.hasPaymentInfo)),
    row('income', SETTINGS_PATHS.income),
    // The way to connect Auto DM (issue 24), and to manage the connection once made.
    row(
      'instagram',
      SETTINGS_PATHS.instagram,
      facts.hasFacebookAuth ? SETTINGS_ROW_LABELS.instagram : CONNECT_INSTAGRAM_LABEL,
    ),
    // Keys for the creator's scripts and tools (issue 30).
    row('apiKeys', SETTINGS_PATHS.apiKeys),
    // Endpoints that receive the creator's clicks, conversions and DMs (issue 30).
    row('webhooks', SETTINGS_PATHS.webhooks),
    ...(facts.hasFacebookAuth && facts.hasBioLink
      ? [row('autoReplyScheduler', SETTINGS_PATHS.autoReplyScheduler)]
      : []),
  ];
  return { rows, showReferralBonus: true, referralInputDisabled: facts.hasSourceReferCode };
}

/** Rows that wait for the panel's data: tapped while it loads they show the loading notice instead (spec §4). */
export const ROWS_NEEDING_DATA: readonly SettingsRowId[] = ['payment', 'income'];
