import { APP_BASE_PATH } from '../../domain/spec-constants';

/** The app's own address, e.g. 'https://linkmint.app/pc/': the sign-up link of invitations starts with it. */
export const appBaseUrl = () => `${window.location.origin}${APP_BASE_PATH}`;
