import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import {
  isAmount,
  isDate,
  isDigits,
  isEmail,
  isHandle,
  isIdCard,
  isMobile,
  isNumber,
  isStrongPassword,
  isUrl,
  isVerificationCode,
} from '../../src/domain/validators';

describe('generic validators', () => {
  it.prop([fc.emailAddress()])('accepts generated email addresses', (email) => {
    fc.pre(email.length <= 254 && !/["(),:;<>[\]\\]/.test(email));
    expect(isEmail(email)).toBe(true);
  });

  it.prop([fc.string()])('an email needs exactly one @ with a dotted domain', (s) => {
    fc.pre(!s.includes('@'));
    expect(isEmail(s)).toBe(false);
    expect(isEmail(`${s}@localhost`)).toBe(false);
  });

  it.prop([fc.integer({ min: 1900, max: 2100 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 })])(
    'a date is valid exactly when the calendar has it',
    (y, m, d) => {
      const text = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
      const exists = new Date(Date.UTC(y, m - 1, d)).getUTCDate() === d;
      expect(isDate(text)).toBe(exists);
    },
  );

  it.prop([fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 99 })])(
    'amounts have at most two decimals',
    (whole, cents) => {
      expect(isAmount(`${whole}.${String(cents).padStart(2, '0')}`)).toBe(true);
      expect(isAmount(`${whole}.${String(cents).padStart(2, '0')}5`)).toBe(false);
      expect(isAmount(`-${whole + 1}`)).toBe(false);
    },
  );

  it.prop([fc.stringMatching(/^\d{6}$/), fc.stringMatching(/^\d{0,5}$|^\d{7,9}$/)])(
    'codes are exactly six digits',
    (good, bad) => {
      expect(isVerificationCode(good)).toBe(true);
      expect(isVerificationCode(bad)).toBe(false);
    },
  );

  it.prop([fc.double({ noNaN: true, min: -1e15, max: 1e15 })])('numbers written plainly are numbers', (n) => {
    const text = n.toFixed(4);
    expect(isNumber(text)).toBe(true);
    expect(isDigits(text)).toBe(false);
  });

  it.prop([fc.stringMatching(/^\+?\d{7,15}$/)])('phone numbers of 7 to 15 digits', (p) => {
    expect(isMobile(p)).toBe(true);
    expect(isMobile(`${p}a`)).toBe(false);
  });

  it.prop([fc.webUrl({ validSchemes: ['https'] })])('https URLs with a dotted host are URLs', (u) => {
    fc.pre(new URL(u).hostname.includes('.'));
    expect(isUrl(u)).toBe(true);
  });

  it.prop([fc.stringMatching(/^\d{17}$/)])('exactly one check character makes an ID card valid', (body) => {
    const valid = [...'0123456789X'].filter((c) => isIdCard(body + c));
    expect(valid).toHaveLength(1);
  });

  it.prop([fc.stringMatching(/^[a-z_][a-z0-9._]{1,28}[a-z0-9_]$/)])('Instagram-style handles are handles', (h) => {
    expect(isHandle(h)).toBe(true);
    expect(isHandle(`${h} x`)).toBe(false);
  });

  it.prop([fc.string({ minLength: 8, maxLength: 60 })])('a strong password has a letter and a digit', (p) => {
    expect(isStrongPassword(p)).toBe(/\p{L}/u.test(p) && /\d/.test(p));
  });
});
