import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import {
  CONNECT_INSTAGRAM_LABEL,
  SETTINGS_PATHS,
  SETTINGS_ROW_LABELS,
  settingsView as viewWith,
  type SettingsFacts,
} from '../../src/domain/settings-visibility';

const ALL_PAGES: string[] = Object.values(SETTINGS_PATHS);
/** The rules below hold whichever pages the app has; this view has them all. */
const settingsView = (f: SettingsFacts) => viewWith(f, ALL_PAGES);

const facts: fc.Arbitrary<SettingsFacts> = fc.record({
  isPro: fc.boolean(),
  hasFacebookAuth: fc.boolean(),
  hasBioLink: fc.boolean(),
  hasPaymentInfo: fc.boolean(),
  hasSourceReferCode: fc.boolean(),
});

describe('settings panel visibility over any user state', () => {
  it.prop([facts])('pro users see neither the settings list nor REFERRAL BONUS', (f) => {
    const view = settingsView(f);
    expect(view.rows.length === 0).toBe(f.isPro);
    expect(view.showReferralBonus).toBe(!f.isPro);
  });

  it.prop([facts])(
    'the auto reply scheduler shows exactly with Facebook auth and a bio link (and no pro plan)',
    (f) => {
      const shown = settingsView(f).rows.some((r) => r.id === 'autoReplyScheduler');
      expect(shown).toBe(!f.isPro && f.hasFacebookAuth && f.hasBioLink);
    },
  );

  it.prop([facts])(
    'the spec rows and the Instagram connection always show for non-pro users, in order, before the scheduler',
    (f) => {
      fc.pre(!f.isPro);
      const ids = settingsView(f).rows.map((r) => r.id);
      expect(ids.slice(0, 5)).toEqual(['aiCollagePreference', 'accountInfo', 'payment', 'income', 'instagram']);
      // API keys and webhooks (issue 30) come right after, before the scheduler.
      expect(ids.slice(5, 7)).toEqual(['apiKeys', 'webhooks']);
      expect(new Set(ids).size).toBe(ids.length);
    },
  );

  it.prop([facts])(
    "the Instagram row leads to the connection page, saying 'Connect Instagram' until Auto DM is connected",
    (f) => {
      fc.pre(!f.isPro);
      const row = settingsView(f).rows.find((r) => r.id === 'instagram');
      expect(row).toMatchObject({
        path: SETTINGS_PATHS.instagram,
        label: f.hasFacebookAuth ? SETTINGS_ROW_LABELS.instagram : CONNECT_INSTAGRAM_LABEL,
      });
    },
  );

  it.prop([facts])('Payment leads to billing exactly when payment info exists, otherwise to the plans page', (f) => {
    fc.pre(!f.isPro);
    const payment = settingsView(f).rows.find((r) => r.id === 'payment');
    expect(payment?.path).toBe(f.hasPaymentInfo ? SETTINGS_PATHS.billing : SETTINGS_PATHS.plans);
  });

  it.prop([facts])(
    'the VIP referral code input is disabled when a source code exists (or the section is hidden)',
    (f) => {
      const view = settingsView(f);
      if (view.showReferralBonus) expect(view.referralInputDisabled).toBe(f.hasSourceReferCode);
      else expect(view.referralInputDisabled).toBe(true);
    },
  );

  it.prop([facts, fc.subarray(ALL_PAGES)])(
    'a row is usable exactly when the app has its page; which rows show does not depend on it',
    (f, pages) => {
      const view = viewWith(f, pages);
      for (const row of view.rows) expect(row.available).toBe(pages.includes(row.path));
      expect(view.rows.map((r) => [r.id, r.path])).toEqual(settingsView(f).rows.map((r) => [r.id, r.path]));
    },
  );
});
