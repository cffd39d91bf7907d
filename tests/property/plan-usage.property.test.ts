import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import { alertTypeFor, formatThousands, planUsageDialog, PLAN_USAGE_TEXTS } from '../../src/domain/plan-usage';

const count = fc.integer({ min: 0, max: 2_000_000_000 });
const included = fc.integer({ min: 1, max: 50_000_000 });

describe('plan-usage texts and alert types', () => {
  it.prop([count])('thousands formatting groups digits by three and reads back as the number', (n) => {
    const text = formatThousands(n);
    expect(text).toMatch(/^\d{1,3}(,\d{3})*$/);
    expect(Number(text.replaceAll(',', ''))).toBe(n);
    expect(text).toBe(n.toLocaleString('en-US'));
  });

  it.prop([count, included])(
    'the alert type: 0 while 10% or more is left, 1 when strictly less than 10% is left, 2 at or over the allowance',
    (used, inc) => {
      const type = alertTypeFor(used, inc);
      if (used >= inc) expect(type).toBe(2);
      else if ((inc - used) * 10 < inc) expect(type).toBe(1);
      else expect(type).toBe(0);
    },
  );

  it('warns at 901 of 1,000 clicks and not at 900 (exactly 10% left)', () => {
    expect([
      alertTypeFor(899, 1000),
      alertTypeFor(900, 1000),
      alertTypeFor(901, 1000),
      alertTypeFor(999, 1000),
      alertTypeFor(1000, 1000),
    ]).toEqual([0, 0, 1, 1, 2]);
  });

  it.prop([count, included])(
    'a danger dialog names the limit when used equals included, otherwise the thousands-formatted excess',
    (used, inc) => {
      const dialog = planUsageDialog(false, { alertType: 2, currentUsedClicks: used, packageIncludeClicks: inc })!;
      expect(dialog.theme).toBe('danger');
      expect(dialog.button).toBe('Upgrade Now');
      expect(dialog.terms).toBe('Extra clicks are charged $0.01 each, max $999 per month.');
      if (used <= inc) expect(dialog.message).toBe(PLAN_USAGE_TEXTS.limitReached);
      else {
        expect(dialog.message).toBe(
          `Your clicks have exceeded the limit of the current plan by ${(used - inc).toLocaleString('en-US')} clicks.`,
        );
        expect(dialog.message).not.toMatch(/\d{4}/);
      }
    },
  );

  it.prop([fc.boolean(), fc.integer({ min: 0, max: 9 }), count, included])(
    'a cancel alert wins over any usage; alert type 0 never shows a dialog',
    (cancel, alertType, used, inc) => {
      const dialog = planUsageDialog(cancel, { alertType, currentUsedClicks: used, packageIncludeClicks: inc });
      if (cancel)
        expect(dialog).toEqual({
          theme: 'danger',
          message: PLAN_USAGE_TEXTS.cancelled,
          terms: null,
          button: 'Go to Plans',
        });
      else if (alertType === 0) expect(dialog).toBeNull();
      else expect(dialog?.theme).toBe(alertType === 1 ? 'warn' : 'danger');
    },
  );
});
