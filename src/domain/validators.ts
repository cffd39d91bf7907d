/**
 * The generic validators of the product (spec §5), shared by the forms in the app and the server's checks.
 * Each returns true for a valid value; `fieldError` turns a failure into a sentence for a named field.
 */
import { NEW_PASSWORD_MAX_LENGTH, USERNAME_MAX_LENGTH } from './spec-constants';

const EMAIL =
  /^[^\s@"(),:;<>[\]\\]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function isEmail(value: string): boolean {
  if (value.length > 254 || !EMAIL.test(value)) return false;
  const [local = ''] = value.split('@');
  return local.length <= 64 && !local.startsWith('.') && !local.endsWith('.') && !local.includes('..');
}

/** A phone number: optional +, then 7 to 15 digits, spaces, dots, dashes and brackets allowed between. */
export function isMobile(value: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '');
  return digits.length >= 7 && digits.length <= 15;
}

export function isUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** A calendar date written YYYY-MM-DD (or with slashes) that exists. */
export function isDate(value: string): boolean {
  const m = /^(\d{4})[-/](\d{2})[-/](\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** A decimal number, optionally signed. */
export function isNumber(value: string): boolean {
  return /^-?(?:\d+\.?\d*|\.\d+)$/.test(value);
}

export function isDigits(value: string): boolean {
  return /^\d+$/.test(value);
}

/** An amount of money: not negative, at most two decimals. */
export function isAmount(value: string): boolean {
  return /^(?:0|[1-9]\d*)(?:\.\d{1,2})?$/.test(value);
}

export const VERIFICATION_CODE_LENGTH = 6;

export function isVerificationCode(value: string): boolean {
  return new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`).test(value);
}

/** An 18-character resident ID card number with its ISO 7064 MOD 11-2 check character. */
export function isIdCard(value: string): boolean {
  if (!/^\d{17}[\dXx]$/.test(value)) return false;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(value[i]), 0);
  return '10X98765432'[sum % 11] === value[17]!.toUpperCase();
}

/** Handles and user names: letters, digits, dot and underscore, 3 to 30 characters (Instagram's rule). */
export function isHandle(value: string): boolean {
  return /^[A-Za-z0-9._]{3,30}$/.test(value) && !value.startsWith('.') && !value.endsWith('.');
}

const USERNAME = new RegExp(`^[A-Za-z0-9._-]{3,${USERNAME_MAX_LENGTH}}$`);

/** A user name as the contract's Username schema takes it (openapi.yaml: 3 to 32 of these characters). */
export function isUsername(value: string): boolean {
  return USERNAME.test(value);
}

export const PASSWORD_MIN_LENGTH = 8;
/** The contract's cap on a password once decrypted (openapi.yaml RegistrationPayload: 8 to 64 characters). */
export const PASSWORD_MAX_LENGTH = NEW_PASSWORD_MAX_LENGTH;

/** At least 8 characters with a letter and a digit. */
export function isStrongPassword(value: string): boolean {
  return (
    value.length >= PASSWORD_MIN_LENGTH &&
    value.length <= PASSWORD_MAX_LENGTH &&
    /\p{L}/u.test(value) &&
    /\d/.test(value)
  );
}

export const VALIDATION_MESSAGES = {
  email: 'Enter a valid email address',
  mobile: 'Enter a valid phone number',
  url: 'Enter a valid URL starting with https://',
  date: 'Enter a valid date',
  number: 'Enter a number',
  digits: 'Enter digits only',
  amount: 'Enter an amount with at most two decimals',
  code: `Enter the ${VERIFICATION_CODE_LENGTH}-digit code`,
  idCard: 'Enter a valid ID card number',
  handle: 'A handle has 3 to 30 letters, digits, dots or underscores',
  username: `A user name has 3 to ${USERNAME_MAX_LENGTH} letters, digits, dots, dashes or underscores`,
  password: `Use at least ${PASSWORD_MIN_LENGTH} characters with a letter and a digit`,
} as const;
