/** The invitation the settings panel copies (spec §1, §2): it names the product, the referral code and an app link. */
import { CREATE_ACCOUNT_PATH } from './spec-constants';

/** The sign-up page with the code filled in, under the app's own address (a web app has no store link). */
export function inviteLink(appBaseUrl: string, referCode: string): string {
  const base = appBaseUrl.endsWith('/') ? appBaseUrl : `${appBaseUrl}/`;
  return `${base}#${CREATE_ACCOUNT_PATH}?referCode=${encodeURIComponent(referCode)}`;
}

export function inviteMessage(referCode: string, appBaseUrl: string): string {
  return [
    'Join me on Linkmint, the AI creator workflow app for links, bio pages and Auto DM.',
    `Sign up with my referral code ${referCode}:`,
    inviteLink(appBaseUrl, referCode),
  ].join('\n');
}
