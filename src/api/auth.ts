/** Typed calls tagged 'auth' in openapi.yaml: sign-in (password, Facebook, Apple), registration and availability checks, connecting a shop to a social sign-in, sign-out, public profile and account deletion. */
import { operation, getOperation } from './operation';

export const loginV2 = operation('/blogger/v2/login');
export const users = getOperation('/api/auth/auth/users/{id}');
export const logout = operation('/blogger/logout');
export const fbTokenCheck = operation('/blogger/fbTokenCheck');
export const appleTokenCheck = operation('/blogger/appleTokenCheck');
export const facebookBindShopV2 = operation('/facebook/bindShop/v2');
export const appleBindShopV2 = operation('/apple/bindShop/v2');
export const facebookAddNewShop = operation('/facebook/addNewShop');
export const appleAddNewShop = operation('/apple/addNewShop');
export const receiveAuthResults = operation('/chat/receive_auth_results', { shop: true });
export const bloggerinfo = getOperation('/p/bloggerinfo');
export const registerV3 = operation('/blogger/v3/register');
export const registerV4 = operation('/blogger/v4/register');
export const checkUserName = operation('/blogger/checkUserName');
export const checkEmailPhoneHandle = operation('/blogger/checkEmailPhoneHandle');
export const getFacebookLoginUrl = operation('/blogger/getFacebookLoginUrl');
export const oauth = operation('/blogger/fb/oauth');
export const destroy = operation('/blogger/destroy', { shop: true });
