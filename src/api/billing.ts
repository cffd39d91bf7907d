/** Typed calls tagged 'billing' in openapi.yaml: plans, click usage, checkout, subscriptions and bills. */
import { operation } from './operation';

export const getPricingModel = operation('/stripe/get_pricing_model', { shop: true });
export const getUserPermissions = operation('/stripe/get_user_permissions', { shop: true });
export const getUsedClicks = operation('/stripe/get_used_clicks', { shop: true });
export const getStripeCancelAlert = operation('/stripe/get_stripe_cancel_alert', { shop: true });
export const createCheckoutSessionV2 = operation('/stripe/create-checkout-session-v2', { shop: true });
export const getBillInfo = operation('/stripe/get_bill_info', { shop: true });
export const addPlan = operation('/stripe/add_plan', { shop: true });
export const getPlan = operation('/stripe/get_plan', { shop: true });
export const getBillsV2 = operation('/stripe/get_bills_v2', { shop: true });
export const cancelSubscription = operation('/stripe/cancel_subscription', { shop: true });
export const checkShopSession = operation('/stripe/check-shop-session', { shop: true });
export const checkCreateSessionStatus = operation('/stripe/check-create-session-status', { shop: true });
