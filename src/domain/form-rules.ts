/**
 * Field rules of the sign-in and profile forms (spec §5 validators, the limits of openapi.yaml), as pure
 * functions: a form's values in, a sentence per invalid field out. Machines decide when to show them.
 */
import {
  isEmail,
  isHandle,
  isMobile,
  isStrongPassword,
  isUrl,
  isUsername,
  isVerificationCode,
  VALIDATION_MESSAGES,
} from './validators';
import { NEW_PASSWORD_MAX_LENGTH } from './spec-constants';

/** A form's values: every input holds text (selects hold their option's value, '' for none). */
export type FormValues = Record<string, string>;
export type FieldErrors<V extends FormValues> = Partial<Record<keyof V & string, string>>;
/** One field's rule: null when the value is fine, else what to fix. Rules may look at the other values. */
export type FieldRule<V extends FormValues> = (value: string, values: V) => string | null;
export type FormRules<V extends FormValues> = { readonly [K in keyof V]?: FieldRule<V> };

export function fieldError<V extends FormValues>(
  rules: FormRules<V>,
  field: keyof V & string,
  values: V,
): string | null {
  const rule = rules[field];
  return rule ? rule(values[field] ?? '', values) : null;
}

/** Every invalid field of the form with its sentence; an empty object means the form may be sent. */
export function formErrors<V extends FormValues>(rules: FormRules<V>, values: V): FieldErrors<V> {
  const errors: FieldErrors<V> = {};
  for (const field of Object.keys(rules) as (keyof V & string)[]) {
    const error = fieldError(rules, field, values);
    if (error !== null) errors[field] = error;
  }
  return errors;
}

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;

/** Drops the empty optional fields, so a request carries only what the creator filled in. */
export function filledIn<V extends FormValues, K extends keyof V & string>(
  values: V,
  fields: readonly K[],
): Partial<Pick<V, K>> {
  const out: Partial<Pick<V, K>> = {};
  for (const field of fields) {
    const value = values[field]?.trim() ?? '';
    if (value !== '') out[field] = value as V[K];
  }
  return out;
}

// --- Rule builders -------------------------------------------------------------------------------------------

const blank = (value: string) => value.trim() === '';

export function required<V extends FormValues>(message: string, rule?: FieldRule<V>): FieldRule<V> {
  return (value, values) => (blank(value) ? message : rule ? rule(value.trim(), values) : null);
}

/** An optional field: empty is fine, anything typed must pass the rule. */
export function optional<V extends FormValues>(rule: FieldRule<V>): FieldRule<V> {
  return (value, values) => (blank(value) ? null : rule(value.trim(), values));
}

const check =
  (test: (value: string) => boolean, message: string) =>
  (value: string): string | null =>
    test(value) ? null : message;

const maxLength = (max: number, message: string) => check((v) => v.length <= max, message);

// --- Sentences ------------------------------------------------------------------------------------------------

export const FORM_MESSAGES = {
  loginRequired: 'Enter your user name or email',
  passwordRequired: 'Enter your password',
  usernameRequired: 'Choose a user name',
  username: VALIDATION_MESSAGES.username,
  newPasswordRequired: 'Choose a password',
  passwordTooLong: `Use at most ${NEW_PASSWORD_MAX_LENGTH} characters for your password`,
  confirmRequired: 'Enter the password again',
  passwordsDiffer: 'The two passwords do not match',
  emailRequired: 'Enter your email address',
  handleRequired: 'Choose a handle',
  codeRequired: 'Enter the code from the email',
  name: 'A name has at most 50 characters',
  nickname: 'A display name has at most 50 characters',
  phone: VALIDATION_MESSAGES.mobile,
  trackingId: 'A tracking ID has up to 64 letters, digits, dots, dashes or underscores',
  storefront: VALIDATION_MESSAGES.url,
  referCode: 'A referral code has 4 to 20 letters or digits',
  platformHandle: 'At most 100 characters',
} as const;

// --- Shared field rules ---------------------------------------------------------------------------------------

type Rule = FieldRule<FormValues>;

/** The contract's Phone pattern on top of the generic validator (which also allows dots). */
const isContractPhone = (v: string) => isMobile(v) && /^\+?[0-9][0-9 ()-]{5,22}$/.test(v);

export const RULES = {
  newUsername: required(FORM_MESSAGES.usernameRequired, check(isUsername, FORM_MESSAGES.username)),
  newPassword: required(FORM_MESSAGES.newPasswordRequired, (v) =>
    v.length > NEW_PASSWORD_MAX_LENGTH
      ? FORM_MESSAGES.passwordTooLong
      : isStrongPassword(v)
        ? null
        : VALIDATION_MESSAGES.password,
  ),
  /** The repeated password equals the one in `field`. */
  confirmationOf:
    (field: string): Rule =>
    (value, values) =>
      blank(value) ? FORM_MESSAGES.confirmRequired : value === values[field] ? null : FORM_MESSAGES.passwordsDiffer,
  email: required(FORM_MESSAGES.emailRequired, check(isEmail, VALIDATION_MESSAGES.email)),
  optionalEmail: optional(check(isEmail, VALIDATION_MESSAGES.email)),
  handle: required(FORM_MESSAGES.handleRequired, check(isHandle, VALIDATION_MESSAGES.handle)),
  /** At registration the handle may wait (the contract): launch then forces Additional Info, where it is required. */
  optionalHandle: optional(check(isHandle, VALIDATION_MESSAGES.handle)),
  personName: optional(maxLength(50, FORM_MESSAGES.name)),
  nickname: optional(maxLength(50, FORM_MESSAGES.nickname)),
  phone: optional(check(isContractPhone, FORM_MESSAGES.phone)),
  trackingId: optional(check((v) => /^[A-Za-z0-9._-]{1,64}$/.test(v), FORM_MESSAGES.trackingId)),
  storefront: optional(check((v) => isUrl(v) && v.length <= 2048, FORM_MESSAGES.storefront)),
  referCode: optional(check((v) => /^[A-Za-z0-9]{4,20}$/.test(v), FORM_MESSAGES.referCode)),
  platformHandle: optional(maxLength(100, FORM_MESSAGES.platformHandle)),
  code: required(FORM_MESSAGES.codeRequired, check(isVerificationCode, VALIDATION_MESSAGES.code)),
} as const;

/** Keeps what a code input may hold: digits only, at most `max` of them (spec §5: max 6 characters). */
export function codeInput(raw: string, max: number): string {
  return raw.replace(/\D/g, '').slice(0, max);
}

// --- Choices the forms offer (openapi.yaml enums, labelled for people) ------------------------------------------

export interface Choice<T extends string = string> {
  readonly value: T;
  readonly label: string;
}

export const FOLLOWER_RANGES = [
  { value: 'under_1k', label: 'Under 1K' },
  { value: '1k_10k', label: '1K – 10K' },
  { value: '10k_50k', label: '10K – 50K' },
  { value: '50k_100k', label: '50K – 100K' },
  { value: '100k_1m', label: '100K – 1M' },
  { value: 'over_1m', label: 'Over 1M' },
] as const satisfies readonly Choice[];

export const PLATFORMS = [
  { value: 'instagram', label: 'Instagram' },
  { value: 'tiktok', label: 'TikTok' },
  { value: 'youtube', label: 'YouTube' },
  { value: 'facebook', label: 'Facebook' },
  { value: 'pinterest', label: 'Pinterest' },
  { value: 'twitter', label: 'X (Twitter)' },
  { value: 'threads', label: 'Threads' },
  { value: 'snapchat', label: 'Snapchat' },
  { value: 'website', label: 'Website or blog' },
] as const satisfies readonly Choice[];

export const CONTACT_METHODS = [
  { value: 'email', label: 'Email' },
  { value: 'phone', label: 'Phone' },
  { value: 'instagram', label: 'Instagram' },
] as const satisfies readonly Choice[];

export type FollowerRange = (typeof FOLLOWER_RANGES)[number]['value'];
export type Platform = (typeof PLATFORMS)[number]['value'];
export type ContactMethod = (typeof CONTACT_METHODS)[number]['value'];

const oneOf = (choices: readonly Choice[], message: string) =>
  optional(check((v) => choices.some((c) => c.value === v), message));

export const CHOICE_RULES = {
  followers: oneOf(FOLLOWER_RANGES, 'Pick one of the audience sizes'),
  platform: oneOf(PLATFORMS, 'Pick one of the platforms'),
  contact: oneOf(CONTACT_METHODS, 'Pick one of the ways to reach you'),
} as const;

/** Narrows a select's value to its enum, or undefined for no choice. */
export function chosen<T extends string>(choices: readonly Choice<T>[], value: string): T | undefined {
  return choices.find((c) => c.value === value)?.value;
}

// --- The forms ----------------------------------------------------------------------------------------------

export interface LoginValues extends FormValues {
  username: string;
  password: string;
}
export const LOGIN_RULES: FormRules<LoginValues> = {
  username: required(FORM_MESSAGES.loginRequired),
  password: required(FORM_MESSAGES.passwordRequired),
};

/** The registration payload (spec §3) as typed, plus the repeated password that never leaves the page. */
export interface RegistrationValues extends FormValues {
  username: string;
  password: string;
  confirmPassword: string;
  email: string;
  handle: string;
  firstName: string;
  lastName: string;
  phone: string;
  industry: string;
  amazonTrackingId: string;
  amazonStoreFrontUrl: string;
  targetStoreFrontUrl: string;
  walmartStoreFrontUrl: string;
  referCode: string;
  perferredContact: string;
  numbersOfFollowers: string;
  primaryPlatform: string;
  primaryPlatformHandle: string;
}
export const REGISTRATION_RULES: FormRules<RegistrationValues> = {
  username: RULES.newUsername,
  password: RULES.newPassword,
  confirmPassword: RULES.confirmationOf('password'),
  email: RULES.email,
  handle: RULES.optionalHandle,
  firstName: RULES.personName,
  lastName: RULES.personName,
  phone: RULES.phone,
  amazonTrackingId: RULES.trackingId,
  amazonStoreFrontUrl: RULES.storefront,
  targetStoreFrontUrl: RULES.storefront,
  walmartStoreFrontUrl: RULES.storefront,
  referCode: RULES.referCode,
  perferredContact: CHOICE_RULES.contact,
  numbersOfFollowers: CHOICE_RULES.followers,
  primaryPlatform: CHOICE_RULES.platform,
  primaryPlatformHandle: RULES.platformHandle,
};

export interface ForgotEmailValues extends FormValues {
  email: string;
}
export const FORGOT_EMAIL_RULES: FormRules<ForgotEmailValues> = { email: RULES.email };

export interface ForgotCodeValues extends FormValues {
  code: string;
}
export const FORGOT_CODE_RULES: FormRules<ForgotCodeValues> = { code: RULES.code };

export interface NewPasswordValues extends FormValues {
  newPassword: string;
  confirmPassword: string;
}
export const NEW_PASSWORD_RULES: FormRules<NewPasswordValues> = {
  newPassword: RULES.newPassword,
  confirmPassword: RULES.confirmationOf('newPassword'),
};

export interface NewShopValues extends FormValues {
  handle: string;
  email: string;
  firstName: string;
  lastName: string;
  referCode: string;
}
export const NEW_SHOP_RULES: FormRules<NewShopValues> = {
  handle: RULES.handle,
  email: RULES.optionalEmail,
  firstName: RULES.personName,
  lastName: RULES.personName,
  referCode: RULES.referCode,
};

export const EXISTING_ACCOUNT_RULES: FormRules<LoginValues> = LOGIN_RULES;

export interface AdditionalInfoValues extends FormValues {
  maiNickName: string;
  handle: string;
  industry: string;
  numbersOfFollowers: string;
  primaryPlatform: string;
  primaryPlatformHandle: string;
  amazonTrackingId: string;
}
export const ADDITIONAL_INFO_RULES: FormRules<AdditionalInfoValues> = {
  maiNickName: RULES.nickname,
  handle: RULES.handle,
  numbersOfFollowers: CHOICE_RULES.followers,
  primaryPlatform: CHOICE_RULES.platform,
  primaryPlatformHandle: RULES.platformHandle,
  amazonTrackingId: RULES.trackingId,
};

export interface ProfileValues extends FormValues {
  maiNickName: string;
  maiUserPicture: string;
  firstName: string;
  lastName: string;
  phone: string;
  industry: string;
  numbersOfFollowers: string;
}
export const PROFILE_RULES: FormRules<ProfileValues> = {
  maiNickName: RULES.nickname,
  maiUserPicture: optional(
    check((v) => isUrl(v) && v.length <= 2048, 'Enter the picture address, starting with https://'),
  ),
  firstName: RULES.personName,
  lastName: RULES.personName,
  phone: RULES.phone,
  numbersOfFollowers: CHOICE_RULES.followers,
};

/** Account info: a new email address, then the code mailed to it. */
export interface EmailChangeValues extends FormValues {
  newEmail: string;
  code: string;
}
export const EMAIL_CHANGE_RULES: FormRules<EmailChangeValues> = { newEmail: RULES.email };
export const EMAIL_CODE_RULES: FormRules<EmailChangeValues> = { code: RULES.code };

/** Account info: the current password, and the new one twice. */
export interface PasswordChangeValues extends FormValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}
export const PASSWORD_CHANGE_RULES: FormRules<PasswordChangeValues> = {
  currentPassword: required(FORM_MESSAGES.passwordRequired),
  newPassword: RULES.newPassword,
  confirmPassword: RULES.confirmationOf('newPassword'),
};

/** Account deletion: DELETE typed out, and the proof of ownership (the password, or the emailed code). */
export const DELETE_CONFIRMATION = 'DELETE';
export interface DeletionValues extends FormValues {
  confirm: string;
  password: string;
  code: string;
}
const typedDelete = (value: string) =>
  value.trim() === DELETE_CONFIRMATION ? null : `Type ${DELETE_CONFIRMATION} in capitals to confirm`;
export const DELETION_WITH_PASSWORD_RULES: FormRules<DeletionValues> = {
  confirm: typedDelete,
  password: required(FORM_MESSAGES.passwordRequired),
};
export const DELETION_WITH_CODE_RULES: FormRules<DeletionValues> = { confirm: typedDelete, code: RULES.code };

// --- Availability (checkUserName, checkEmailPhoneHandle) ----------------------------------------------------------

export type Identity = 'username' | 'email' | 'phone' | 'handle';

/** What a creator reads when a value is already used by another account. */
export const TAKEN_MESSAGES: Readonly<Record<Identity, string>> = {
  username: 'This user name is already taken. Try another one.',
  email: 'This email address is already registered. Sign in instead, or use another address.',
  phone: 'This phone number is already registered with another account.',
  handle: 'This handle is already taken. Try another one.',
};
