/** Typed calls tagged 'billing' in openapi.yaml: plans, click usage, checkout, subscriptions and bills. */
import { operation } from './operation';

export const getPricingModel = /* @__PURE__ */ operation('/stripe/get_pricing_model', { shop: true });
export const getUserPermissions = /* @__PURE__ */ operation('/stripe/get_user_permissions', { shop: true });
export const getUsedClicks = /* @__PURE__ */ operation('/stripe/get_used_clicks', { shop: true });
export const getStripeCancelAlert = /* @__PURE__ */ operation('/stripe/get_stripe_cancel_alert', { shop: true });
export const createCheckoutSessionV2 = /* @__PURE__ */ operation('/stripe/create-checkout-session-v2', { shop: true });
export const getBillInfo = /* @__PURE__ */ operation('/stripe/get_bill_info', { shop: true });
export const addPlan = /* @__PURE__ */ operation('/stripe/add_plan', { shop: true });
export const getPlan = /* @__PURE__ */ operation('/stripe/get_plan', { shop: true });
export const getBillsV2 = /* @__PURE__ */ operation('/stripe/get_bills_v2', { shop: true });
export const cancelSubscription = /* @__PURE__ */ operation('/stripe/cancel_subscription', { shop: true });
export const checkShopSession = /* @__PURE__ */ operation('/stripe/check-shop-session', { shop: true });
export const checkCreateSessionStatus = /* @__PURE__ */ operation('/stripe/check-create-session-status', {
  shop: true,
});
export const getPlanQuote = /* @__PURE__ */ operation('/stripe/get_plan_quote', { shop: true });
