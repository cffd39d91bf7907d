/** Typed calls tagged 'auth' in openapi.yaml: sign-in (password, Facebook, Apple), registration and availability checks, connecting a shop to a social sign-in, sign-out, public profile, account deletion and which social sign-ins the server offers. */
import { operation, getOperation } from './operation';

export const loginV2 = /* @__PURE__ */ operation('/blogger/v2/login');
export const users = /* @__PURE__ */ getOperation('/api/auth/auth/users/{id}');
export const logout = /* @__PURE__ */ operation('/blogger/logout');
export const fbTokenCheck = /* @__PURE__ */ operation('/blogger/fbTokenCheck');
export const appleTokenCheck = /* @__PURE__ */ operation('/blogger/appleTokenCheck');
export const facebookBindShopV2 = /* @__PURE__ */ operation('/facebook/bindShop/v2');
export const appleBindShopV2 = /* @__PURE__ */ operation('/apple/bindShop/v2');
export const facebookAddNewShop = /* @__PURE__ */ operation('/facebook/addNewShop');
export const appleAddNewShop = /* @__PURE__ */ operation('/apple/addNewShop');
export const receiveAuthResults = /* @__PURE__ */ operation('/chat/receive_auth_results', { shop: true });
export const bloggerinfo = /* @__PURE__ */ getOperation('/p/bloggerinfo');
export const registerV3 = /* @__PURE__ */ operation('/blogger/v3/register');
export const registerV4 = /* @__PURE__ */ operation('/blogger/v4/register');
export const checkUserName = /* @__PURE__ */ operation('/blogger/checkUserName');
export const checkEmailPhoneHandle = /* @__PURE__ */ operation('/blogger/checkEmailPhoneHandle');
export const getFacebookLoginUrl = /* @__PURE__ */ operation('/blogger/getFacebookLoginUrl');
export const oauth = /* @__PURE__ */ operation('/blogger/fb/oauth');
export const destroy = /* @__PURE__ */ operation('/blogger/destroy', { shop: true });
export const signInProviders = /* @__PURE__ */ getOperation('/auth/sign-in-providers');
