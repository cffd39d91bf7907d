/**
 * Every machine's examples for Simulate mode, by the machine's viewer slug (its file name without '.machine.ts').
 * Each entry is the `<machine>Examples` object of `<machine>.examples.ts`, typed there by the machine's own actors
 * and events; a machine with invoked calls needs a line here (the simulation test names any call of a registered
 * machine without an example).
 */
import type { UntypedSimulationExamples } from './actor-examples';
import { accountDeletionExamples } from './account-deletion.examples';
import { accountEmailExamples } from './account-email.examples';
import { accountInfoExamples } from './account-info.examples';
import { apiKeysExamples } from './api-keys.examples';
import { webhooksExamples } from './webhooks.examples';
import { accountPasswordExamples } from './account-password.examples';
import { addProductExamples } from './add-product.examples';
import { additionalInfoExamples } from './additional-info.examples';
import { autoDmPostsExamples } from './auto-dm-posts.examples';
import { autoDmSchedulerExamples } from './auto-dm-scheduler.examples';
import { autoReplyEditorExamples } from './auto-reply-editor.examples';
import { availabilityExamples } from './availability.examples';
import { balanceExamples } from './balance.examples';
import { billsExamples } from './bills.examples';
import { bioLinkCreateExamples } from './bio-link-create.examples';
import { bioLinkCustomizeExamples } from './bio-link-customize.examples';
import { bioLinkEditorExamples } from './bio-link-editor.examples';
import { bioLinkHomeExamples } from './bio-link-home.examples';
import { bioLinkPostsExamples } from './bio-link-posts.examples';
import { bioLinkPublicExamples } from './bio-link-public.examples';
import { bioLinkSectionsExamples } from './bio-link-sections.examples';
import { bioLinkShareExamples } from './bio-link-share.examples';
import { bioPagePreviewExamples } from './bio-page-preview.examples';
import { boostingAdDetailsExamples } from './boosting-ad-details.examples';
import { boostingApplicationExamples } from './boosting-application.examples';
import { boostingDashboardExamples } from './boosting-dashboard.examples';
import { boostingDetailExamples } from './boosting-detail.examples';
import { boostingDraftsExamples } from './boosting-drafts.examples';
import { boostingListExamples } from './boosting-list.examples';
import { boostingStartExamples } from './boosting-start.examples';
import { boostingTrackingIdsExamples } from './boosting-tracking-ids.examples';
import { boostingUnreadExamples } from './boosting-unread.examples';
import { brandCommissionExamples } from './brand-commission.examples';
import { catalogBrowseExamples } from './catalog-browse.examples';
import { catalogLinkExamples } from './catalog-link.examples';
import { catalogProductExamples } from './catalog-product.examples';
import { catalogSearchExamples } from './catalog-search.examples';
import { checkoutExamples } from './checkout.examples';
import { collageBuilderExamples } from './collage-builder.examples';
import { collagePreferenceExamples } from './collage-preference.examples';
import { collectionEditorExamples } from './collection-editor.examples';
import { collectionPicksExamples } from './collection-picks.examples';
import { collectionProductsExamples } from './collection-products.examples';
import { combinedLinkCreateExamples } from './combined-link-create.examples';
import { confirmDialogExamples } from './confirm-dialog.examples';
import { connectAccountExamples } from './connect-account.examples';
import { copyLinkExamples } from './copy-link.examples';
import { coverCropExamples } from './cover-crop.examples';
import { createPanelExamples } from './create-panel.examples';
import { creatorLookupExamples } from './creator-lookup.examples';
import { deepLinkCreateExamples } from './deep-link-create.examples';
import { deepLinkListExamples } from './deep-link-list.examples';
import { deepLinkRecentExamples } from './deep-link-recent.examples';
import { earnSettingsExamples } from './earn-settings.examples';
import { earningsDashboardExamples } from './earnings-dashboard.examples';
import { earningsEngagementExamples } from './earnings-engagement.examples';
import { earningsFirstStepsExamples } from './earnings-first-steps.examples';
import { earningsMonthsExamples } from './earnings-months.examples';
import { earningsOverviewExamples } from './earnings-overview.examples';
import { editProfileExamples } from './edit-profile.examples';
import { existingLinkExamples } from './existing-link.examples';
import { facebookConnectExamples } from './facebook-connect.examples';
import { facebookLoginExamples } from './facebook-login.examples';
import { forgotPasswordExamples } from './forgot-password.examples';
import { galleryEditorExamples } from './gallery-editor.examples';
import { galleryListExamples } from './gallery-list.examples';
import { galleryPreviewExamples } from './gallery-preview.examples';
import { globalAdExamples } from './global-ad.examples';
import { groupLinkCreateExamples } from './group-link-create.examples';
import { impactSettingsExamples } from './impact-settings.examples';
import { marketplaceIdsEditorExamples } from './marketplace-ids-editor.examples';
import { missedAmazonStoresExamples } from './missed-amazon-stores.examples';
import { landingPageEditorExamples } from './landing-page-editor.examples';
import { landingPageStatsExamples } from './landing-page-stats.examples';
import { landingPagesExamples } from './landing-pages.examples';
import { launchExamples } from './launch.examples';
import { ledgerExamples } from './ledger.examples';
import { linkCreateExamples } from './link-create.examples';
import { clickBreakdownExamples } from './click-breakdown.examples';
import { dmFunnelExamples } from './dm-funnel.examples';
import { linkDetailExamples } from './link-detail.examples';
import { linkImportExamples } from './link-import.examples';
import { linkPlacementsExamples } from './link-placements.examples';
import { destinationRulesExamples } from './destination-rules.examples';
import { linkScheduleExamples } from './link-schedule.examples';
import { linkPageExamples } from './link-page.examples';
import { linkedContentExamples } from './linked-content.examples';
import { loginExamples } from './login.examples';
import { logoutExamples } from './logout.examples';
import { mailLinkExamples } from './mail-link.examples';
import { myLinksExamples } from './my-links.examples';
import { myShopExamples } from './my-shop.examples';
import { navigationExamples } from './navigation.examples';
import { otherBrandCommissionExamples } from './other-brand-commission.examples';
import { otherBrandEpcExamples } from './other-brand-epc.examples';
import { pagedListExamples } from './paged-list.examples';
import { planUsageExamples } from './plan-usage.examples';
import { plansExamples } from './plans.examples';
import { productShortLinkExamples } from './product-short-link.examples';
import { recordsExamples } from './records.examples';
import { registrationExamples } from './registration.examples';
import { sampleRequestExamples } from './sample-request.examples';
import { samplesExamples } from './samples.examples';
import { settingsPanelExamples } from './settings-panel.examples';
import { shopProductDetailExamples } from './shop-product-detail.examples';
import { signInProvidersExamples } from './sign-in-providers.examples';
import { statechartViewerExamples } from './statechart-viewer.examples';
import { subscriptionExamples } from './subscription.examples';
import { supportChatExamples } from './support-chat.examples';
import { systemMessagesExamples } from './system-messages.examples';
import { trackingIdPickerExamples } from './tracking-id-picker.examples';
import { trackingIdsEditorExamples } from './tracking-ids-editor.examples';
import { updateCheckExamples } from './update-check.examples';

const EXAMPLES: Readonly<Record<string, UntypedSimulationExamples>> = {
  'account-deletion': accountDeletionExamples,
  'account-email': accountEmailExamples,
  'account-info': accountInfoExamples,
  'api-keys': apiKeysExamples,
  webhooks: webhooksExamples,
  'account-password': accountPasswordExamples,
  'add-product': addProductExamples,
  'additional-info': additionalInfoExamples,
  'auto-dm-posts': autoDmPostsExamples,
  'auto-dm-scheduler': autoDmSchedulerExamples,
  'auto-reply-editor': autoReplyEditorExamples,
  availability: availabilityExamples,
  balance: balanceExamples,
  bills: billsExamples,
  'bio-link-create': bioLinkCreateExamples,
  'bio-link-customize': bioLinkCustomizeExamples,
  'bio-link-editor': bioLinkEditorExamples,
  'bio-link-home': bioLinkHomeExamples,
  'bio-link-posts': bioLinkPostsExamples,
  'bio-link-public': bioLinkPublicExamples,
  'bio-link-sections': bioLinkSectionsExamples,
  'bio-link-share': bioLinkShareExamples,
  'bio-page-preview': bioPagePreviewExamples,
  'boosting-ad-details': boostingAdDetailsExamples,
  'boosting-application': boostingApplicationExamples,
  'boosting-dashboard': boostingDashboardExamples,
  'boosting-detail': boostingDetailExamples,
  'boosting-drafts': boostingDraftsExamples,
  'boosting-list': boostingListExamples,
  'boosting-start': boostingStartExamples,
  'boosting-tracking-ids': boostingTrackingIdsExamples,
  'boosting-unread': boostingUnreadExamples,
  'brand-commission': brandCommissionExamples,
  'catalog-browse': catalogBrowseExamples,
  'catalog-link': catalogLinkExamples,
  'catalog-product': catalogProductExamples,
  'catalog-search': catalogSearchExamples,
  checkout: checkoutExamples,
  'collage-builder': collageBuilderExamples,
  'collage-preference': collagePreferenceExamples,
  'collection-editor': collectionEditorExamples,
  'collection-picks': collectionPicksExamples,
  'collection-products': collectionProductsExamples,
  'combined-link-create': combinedLinkCreateExamples,
  'confirm-dialog': confirmDialogExamples,
  'connect-account': connectAccountExamples,
  'copy-link': copyLinkExamples,
  'cover-crop': coverCropExamples,
  'create-panel': createPanelExamples,
  'creator-lookup': creatorLookupExamples,
  'deep-link-create': deepLinkCreateExamples,
  'deep-link-list': deepLinkListExamples,
  'deep-link-recent': deepLinkRecentExamples,
  'earn-settings': earnSettingsExamples,
  'earnings-dashboard': earningsDashboardExamples,
  'earnings-engagement': earningsEngagementExamples,
  'earnings-first-steps': earningsFirstStepsExamples,
  'earnings-months': earningsMonthsExamples,
  'earnings-overview': earningsOverviewExamples,
  'edit-profile': editProfileExamples,
  'existing-link': existingLinkExamples,
  'facebook-connect': facebookConnectExamples,
  'facebook-login': facebookLoginExamples,
  'forgot-password': forgotPasswordExamples,
  'gallery-editor': galleryEditorExamples,
  'gallery-list': galleryListExamples,
  'gallery-preview': galleryPreviewExamples,
  'global-ad': globalAdExamples,
  'group-link-create': groupLinkCreateExamples,
  'impact-settings': impactSettingsExamples,
  'landing-page-editor': landingPageEditorExamples,
  'landing-page-stats': landingPageStatsExamples,
  'landing-pages': landingPagesExamples,
  launch: launchExamples,
  ledger: ledgerExamples,
  'link-create': linkCreateExamples,
  'link-detail': linkDetailExamples,
  'link-import': linkImportExamples,
  'link-placements': linkPlacementsExamples,
  'destination-rules': destinationRulesExamples,
  'link-schedule': linkScheduleExamples,
  'click-breakdown': clickBreakdownExamples,
  'dm-funnel': dmFunnelExamples,
  'link-page': linkPageExamples,
  'linked-content': linkedContentExamples,
  login: loginExamples,
  logout: logoutExamples,
  'mail-link': mailLinkExamples,
  'marketplace-ids-editor': marketplaceIdsEditorExamples,
  'missed-amazon-stores': missedAmazonStoresExamples,
  'my-links': myLinksExamples,
  'my-shop': myShopExamples,
  navigation: navigationExamples,
  'other-brand-commission': otherBrandCommissionExamples,
  'other-brand-epc': otherBrandEpcExamples,
  'paged-list': pagedListExamples,
  'plan-usage': planUsageExamples,
  plans: plansExamples,
  'product-short-link': productShortLinkExamples,
  records: recordsExamples,
  registration: registrationExamples,
  'sample-request': sampleRequestExamples,
  samples: samplesExamples,
  'settings-panel': settingsPanelExamples,
  'shop-product-detail': shopProductDetailExamples,
  'sign-in-providers': signInProvidersExamples,
  'statechart-viewer': statechartViewerExamples,
  subscription: subscriptionExamples,
  'support-chat': supportChatExamples,
  'system-messages': systemMessagesExamples,
  'tracking-id-picker': trackingIdPickerExamples,
  'tracking-ids-editor': trackingIdsEditorExamples,
  'update-check': updateCheckExamples,
};

/** The examples of the machine with this slug, if it has any. */
export const examplesOf = (slug: string): UntypedSimulationExamples | undefined => EXAMPLES[slug];
