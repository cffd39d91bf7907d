/**
 * Every machine of src/machines, registered once: the statechart viewer (/pc/#/statecharts), the
 * `npm run statecharts` export and their tests read this list. The browser test enumerates the folder's
 * *.machine.ts files, so a machine added without an entry here fails it.
 */
import { registerMachines, type MachineExtras, type RegisteredMachine } from './machine-catalog';
import type { AnyStateMachine, InputFrom } from 'xstate';
import { EMPTY_SESSION } from '../api/session-store';
import { ACCOUNT_PATH, ACCOUNT_PATH_NEW_USER } from '../domain/tabs';
import {
  ADDITIONAL_INFO_PATH,
  CONNECT_ACCOUNT_PATH,
  CREATE_ACCOUNT_PATH,
  EDIT_PROFILE_PATH,
  FACEBOOK_LOGIN_PATH,
  FORGOT_PASSWORD_PATH,
  LOGIN_PATH,
} from '../domain/spec-constants';
import { LAZY_ROUTE_PATHS } from '../domain/registered-routes';
import { additionalInfoMachine } from './additional-info.machine';
import { accountInfoMachine } from './account-info.machine';
import { accountEmailMachine } from './account-email.machine';
import { accountPasswordMachine } from './account-password.machine';
import { accountDeletionMachine } from './account-deletion.machine';
import { trackingIdsEditorMachine } from './tracking-ids-editor.machine';
import { availabilityMachine } from './availability.machine';
import { confirmDialogMachine } from './confirm-dialog.machine';
import { connectAccountMachine } from './connect-account.machine';
import { createPanelMachine } from './create-panel.machine';
import { copyLinkMachine } from './copy-link.machine';
import { creatorLookupMachine } from './creator-lookup.machine';
import { productShortLinkMachine } from './product-short-link.machine';
import { linkedContentMachine } from './linked-content.machine';
import { collectionPicksMachine } from './collection-picks.machine';
import { coverCropMachine } from './cover-crop.machine';
import { galleryListMachine } from './gallery-list.machine';
import { galleryEditorMachine } from './gallery-editor.machine';
import { galleryPreviewMachine } from './gallery-preview.machine';
import { collageBuilderMachine } from './collage-builder.machine';
import { collagePreferenceMachine } from './collage-preference.machine';
import { deepLinkCreateMachine } from './deep-link-create.machine';
import { deepLinkListMachine } from './deep-link-list.machine';
import { deepLinkRecentMachine } from './deep-link-recent.machine';
import { combinedLinkCreateMachine } from './combined-link-create.machine';
import { existingLinkMachine } from './existing-link.machine';
import { groupLinkCreateMachine } from './group-link-create.machine';
import { linkPageMachine } from './link-page.machine';
import { pagedListMachine } from './paged-list.machine';
import { editProfileMachine } from './edit-profile.machine';
import { facebookLoginMachine } from './facebook-login.machine';
import { forgotPasswordMachine } from './forgot-password.machine';
import { globalAdMachine } from './global-ad.machine';
import { launchMachine } from './launch.machine';
import { linkCreateMachine } from './link-create.machine';
import { linkDetailMachine } from './link-detail.machine';
import { loginMachine } from './login.machine';
import { signInProvidersMachine } from './sign-in-providers.machine';
import { logoutMachine } from './logout.machine';
import { bioLinkHomeMachine } from './bio-link-home.machine';
import { bioLinkEditorMachine } from './bio-link-editor.machine';
import { bioLinkCustomizeMachine } from './bio-link-customize.machine';
import { bioLinkCreateMachine } from './bio-link-create.machine';
import { bioLinkShareMachine } from './bio-link-share.machine';
import { bioLinkSectionsMachine } from './bio-link-sections.machine';
import { bioLinkPublicMachine } from './bio-link-public.machine';
import { bioLinkPostsMachine } from './bio-link-posts.machine';
import { myLinksMachine } from './my-links.machine';
import { landingPagesMachine } from './landing-pages.machine';
import { landingPageEditorMachine } from './landing-page-editor.machine';
import { landingPageStatsMachine } from './landing-page-stats.machine';
import { navigationMachine } from './navigation.machine';
import { planUsageMachine } from './plan-usage.machine';
import { registrationMachine } from './registration.machine';
import { settingsPanelMachine } from './settings-panel.machine';
import { sidebarMachine } from './sidebar.machine';
import { facebookConnectMachine } from './facebook-connect.machine';
import { autoDmPostsMachine } from './auto-dm-posts.machine';
import { autoReplyEditorMachine } from './auto-reply-editor.machine';
import { autoDmSchedulerMachine } from './auto-dm-scheduler.machine';
import { statechartViewerMachine } from './statechart-viewer.machine';
import { statusBannerMachine } from './status-banner.machine';
import { permissionTutorialMachine } from './permission-tutorial.machine';
import { networkStatusMachine } from './network-status.machine';
import { mailLinkMachine } from './mail-link.machine';
import { supportChatMachine } from './support-chat.machine';
import { systemMessagesMachine } from './system-messages.machine';
import { toastMachine } from './toast.machine';
import { trackingIdPickerMachine } from './tracking-id-picker.machine';
import { catalogBrowseMachine } from './catalog-browse.machine';
import { catalogProductMachine } from './catalog-product.machine';
import { catalogSearchMachine } from './catalog-search.machine';
import { catalogLinkMachine } from './catalog-link.machine';
import { sampleRequestMachine } from './sample-request.machine';
import { updateCheckMachine } from './update-check.machine';
import { addProductMachine } from './add-product.machine';
import { myShopMachine } from './my-shop.machine';
import { collectionEditorMachine } from './collection-editor.machine';
import { collectionProductsMachine } from './collection-products.machine';
import { impactSettingsMachine } from './impact-settings.machine';
import { earnSettingsMachine } from './earn-settings.machine';
import { shopProductDetailMachine } from './shop-product-detail.machine';
import { boostingApplicationMachine } from './boosting-application.machine';
import { boostingStartMachine } from './boosting-start.machine';
import { boostingDraftsMachine } from './boosting-drafts.machine';
import { boostingListMachine } from './boosting-list.machine';
import { boostingUnreadMachine } from './boosting-unread.machine';
import { boostingDetailMachine } from './boosting-detail.machine';
import { boostingTrackingIdsMachine } from './boosting-tracking-ids.machine';
import { boostingDashboardMachine } from './boosting-dashboard.machine';
import { boostingAdDetailsMachine } from './boosting-ad-details.machine';
import { earningsDashboardMachine } from './earnings-dashboard.machine';
import { earningsFirstStepsMachine } from './earnings-first-steps.machine';
import { recordsMachine } from './records.machine';
import { samplesMachine } from './samples.machine';
import { plansMachine } from './plans.machine';
import { checkoutMachine } from './checkout.machine';
import { subscriptionMachine } from './subscription.machine';
import { billsMachine } from './bills.machine';
import { balanceMachine } from './balance.machine';
import { ledgerMachine } from './ledger.machine';
import { earningsOverviewMachine } from './earnings-overview.machine';
import { earningsMonthsMachine } from './earnings-months.machine';
import { earningsEngagementMachine } from './earnings-engagement.machine';
import { brandCommissionMachine } from './brand-commission.machine';
import { otherBrandCommissionMachine } from './other-brand-commission.machine';
import { otherBrandEpcMachine } from './other-brand-epc.machine';

export const MACHINES: readonly RegisteredMachine[] = [
  { file: 'launch.machine.ts', title: 'Launch and session', spec: '§4 Launch, §2 routes', machine: launchMachine },
  {
    file: 'navigation.machine.ts',
    title: 'Navigation and route stack',
    spec: '§2 main tabs, §3 layout state',
    machine: navigationMachine,
  },
  {
    file: 'login.machine.ts',
    title: 'Login',
    spec: '§2 login page, §3 login response, §4 Login',
    machine: loginMachine,
  },
  {
    file: 'sign-in-providers.machine.ts',
    title: 'Sign-in providers',
    spec: '§2 login page, §6 login types; designed GET /auth/sign-in-providers; issue 24',
    machine: signInProvidersMachine,
  },
  {
    file: 'facebook-login.machine.ts',
    title: 'Facebook login',
    spec: '§2 login/facebookLogin, loginFb/index',
    machine: facebookLoginMachine,
  },
  {
    file: 'registration.machine.ts',
    title: 'Create account',
    spec: '§2 createAccount, §3 registration payload, §5',
    machine: registrationMachine,
  },
  {
    file: 'connect-account.machine.ts',
    title: 'Connect account',
    spec: '§2 connectAccount, §4 Launch',
    machine: connectAccountMachine,
  },
  {
    file: 'additional-info.machine.ts',
    title: 'Additional info',
    spec: '§2 additional/index, §4 Launch',
    machine: additionalInfoMachine,
  },
  {
    file: 'account-info.machine.ts',
    title: 'Account info',
    spec: '§2 additional/index, settings Account info; §7 users, getShopMaiCode; issue 24',
    machine: accountInfoMachine,
  },
  {
    file: 'account-email.machine.ts',
    title: 'Account info: email change',
    spec: '§7 get_code_v2 (change), v4/saveInfo; §5 6-digit code; issue 24',
    machine: accountEmailMachine,
  },
  {
    file: 'account-password.machine.ts',
    title: 'Account info: password change',
    spec: '§7 update_password_v3; §5 password encrypted; issue 24',
    machine: accountPasswordMachine,
  },
  {
    file: 'tracking-ids-editor.machine.ts',
    title: 'Account info: tracking IDs',
    spec: '§3 tracking-id lists; §7 v2/getTrackingIdsV2, add/remove(Target|Walmart)TrackingId; issue 24',
    machine: trackingIdsEditorMachine,
  },
  {
    file: 'account-deletion.machine.ts',
    title: 'Account info: delete account',
    spec: '§7 blogger/destroy, get_code_v2 (destroy); issue 24',
    machine: accountDeletionMachine,
  },
  {
    file: 'edit-profile.machine.ts',
    title: 'Edit profile',
    spec: '§2 editProfile/index, §5',
    machine: editProfileMachine,
  },
  {
    file: 'forgot-password.machine.ts',
    title: 'Forgot password',
    spec: '§2 forgotPassword, §5 code input',
    machine: forgotPasswordMachine,
  },
  {
    file: 'availability.machine.ts',
    title: 'Name availability',
    spec: '§5 validation rules',
    machine: availabilityMachine,
  },
  { file: 'logout.machine.ts', title: 'Logout', spec: '§2 settings, §4 Logout', machine: logoutMachine },
  { file: 'sidebar.machine.ts', title: 'Side navigation', spec: '§2 main tabs, §4 Login', machine: sidebarMachine },
  {
    file: 'settings-panel.machine.ts',
    title: 'Settings panel',
    spec: '§2 settings side panel, §4 Settings modal',
    machine: settingsPanelMachine,
  },
  {
    file: 'confirm-dialog.machine.ts',
    title: 'Confirm dialog',
    spec: '§4 Confirm dialog',
    machine: confirmDialogMachine,
  },
  {
    file: 'system-messages.machine.ts',
    title: 'System messages',
    spec: '§4 System messages, §2 popups',
    machine: systemMessagesMachine,
  },
  { file: 'update-check.machine.ts', title: 'Update check', spec: '§4 Update check', machine: updateCheckMachine },
  {
    file: 'plan-usage.machine.ts',
    title: 'Plan-usage dialog',
    spec: '§4 Plan-usage dialog (curStatus), §9',
    machine: planUsageMachine,
  },
  {
    file: 'support-chat.machine.ts',
    title: 'Support chat',
    spec: '§1, §4 Support chat, §8 chat token failure, §9',
    machine: supportChatMachine,
  },
  {
    file: 'tracking-id-picker.machine.ts',
    title: 'Tracking-id picker and sort',
    spec: '§2 tracking-ID picker, §4 Tracking-id sort, §5',
    machine: trackingIdPickerMachine,
  },
  {
    file: 'global-ad.machine.ts',
    title: 'Global ad modal',
    spec: '§2 shared pieces, §4 Promotion modal',
    machine: globalAdMachine,
  },
  { file: 'create-panel.machine.ts', title: 'Create panel', spec: '§4 Create panel', machine: createPanelMachine },
  { file: 'status-banner.machine.ts', title: 'Status banner', spec: '§2 other UI', machine: statusBannerMachine },
  {
    file: 'mail-link.machine.ts',
    title: 'Email a link',
    spec: '§8 no mail client available, §9 mail-client probe 1000 ms',
    machine: mailLinkMachine,
  },
  {
    file: 'network-status.machine.ts',
    title: 'Network status',
    spec: '§8 no-network tip',
    machine: networkStatusMachine,
  },
  {
    file: 'permission-tutorial.machine.ts',
    title: 'Permission tutorial',
    spec: '§2 other UI (tutorial modal on NotAllowedError)',
    machine: permissionTutorialMachine,
  },
  { file: 'toast.machine.ts', title: 'Toasts', spec: '§8 error catalogue, §9 constants', machine: toastMachine },
  {
    file: 'creator-lookup.machine.ts',
    title: 'Creator lookup',
    spec: '§2 creatorList/index',
    machine: creatorLookupMachine,
  },
  {
    file: 'deep-link-create.machine.ts',
    title: 'Create a deep link',
    spec: '§2 midTabBar/index_new',
    machine: deepLinkCreateMachine,
  },
  {
    file: 'deep-link-recent.machine.ts',
    title: 'Latest deep links',
    spec: '§2 midTabBar/index_new, deeplink/listByPage',
    machine: deepLinkRecentMachine,
  },
  {
    file: 'deep-link-list.machine.ts',
    title: 'Deep link list',
    spec: '§2 deepLinkList/index',
    machine: deepLinkListMachine,
  },
  {
    file: 'bio-link-home.machine.ts',
    title: 'Bio Link tab',
    spec: '§2 main tabs (Bio Link + Auto DM), home/biolink, bioLinkPreview/index; §7 get_bio_link_detail, get_bio_url, get_most_popular, get_trending; issue 13',
    machine: bioLinkHomeMachine,
  },
  {
    file: 'bio-link-editor.machine.ts',
    title: 'Bio page editor',
    spec: '§2 home/biolink_edit; §7 button and social account calls, check_create_button_batch_v3, check_save, save; issue 13',
    machine: bioLinkEditorMachine,
  },
  {
    file: 'bio-link-customize.machine.ts',
    title: 'Bio page look',
    spec: '§2 home/customize; §5 colour normalisation; §7 get_biolink_customize, check_save, save; designed upload_bio_avatar; issue 13',
    machine: bioLinkCustomizeMachine,
  },
  {
    file: 'bio-link-create.machine.ts',
    title: 'First bio page',
    spec: '§2 home/index_new, home/indexFb; §7 get_bio_link_list, create_bio_link; issue 13',
    machine: bioLinkCreateMachine,
  },
  {
    file: 'bio-link-share.machine.ts',
    title: 'View on website',
    spec: '§2 viewOnWebsite/index; §7 get_bio_url_new; issue 13',
    machine: bioLinkShareMachine,
  },
  {
    file: 'bio-link-sections.machine.ts',
    title: 'Website permissions',
    spec: '§2 websitePermissions/index; §7 get_biolink_setting, update_biolink_setting; issue 13',
    machine: bioLinkSectionsMachine,
  },
  {
    file: 'bio-link-public.machine.ts',
    title: 'Public bio page in the app',
    spec: '§2 bioLinkPublic/index; §7 bio_web calls; issue 13',
    machine: bioLinkPublicMachine,
  },
  {
    file: 'bio-link-posts.machine.ts',
    title: 'Posts on the bio page',
    spec: '§2 home/biolink; §3 bio link media; §7 get_bio_link_list, get_blogger_media_list, edit_link_content, bind_media; issue 24',
    machine: bioLinkPostsMachine,
  },
  { file: 'my-links.machine.ts', title: 'My Links', spec: '§2 myLinks/index', machine: myLinksMachine },
  {
    file: 'link-create.machine.ts',
    title: 'Create a short link',
    spec: '§2 myLinks/create, §2 tracking-ID picker, §5 original link check',
    machine: linkCreateMachine,
  },
  {
    file: 'link-detail.machine.ts',
    title: 'Short link detail',
    spec: '§2 myLinks/detail, §9 Pacific date ranges',
    machine: linkDetailMachine,
  },
  {
    file: 'copy-link.machine.ts',
    title: 'Copy a link',
    spec: '§8 copy successful, §9 toast durations',
    machine: copyLinkMachine,
  },
  {
    file: 'paged-list.machine.ts',
    title: 'Searchable paged list',
    spec: '§2 myLinks/productList, groupLinkPreview, combineLinkPreview, shared search box',
    machine: pagedListMachine,
  },
  {
    file: 'link-page.machine.ts',
    title: 'Combined or group link preview',
    spec: '§2 combineLinkPreview/index, groupLinkPreview/index, §7 combinelink, grouplink',
    machine: linkPageMachine,
  },
  {
    file: 'combined-link-create.machine.ts',
    title: 'New combined link',
    spec: '§1, §2 combineLinkPreview/index, §7 combinelink/create',
    machine: combinedLinkCreateMachine,
  },
  {
    file: 'group-link-create.machine.ts',
    title: 'Group link from a collection',
    spec: '§2 collectionCreateGroupLink/index, §7 collections, grouplink',
    machine: groupLinkCreateMachine,
  },
  {
    file: 'existing-link.machine.ts',
    title: 'Existing link',
    spec: '§2 existingLink/index, §5 link has short link, §7 short links',
    machine: existingLinkMachine,
  },
  {
    file: 'add-product.machine.ts',
    title: 'Add a product by address',
    spec: '§2 addProduct/index, §7 products',
    machine: addProductMachine,
  },
  {
    file: 'my-shop.machine.ts',
    title: 'My Shop',
    spec: '§2 myShop/index, §3 shop source dictionary, §7 products, collections',
    machine: myShopMachine,
  },
  {
    file: 'catalog-browse.machine.ts',
    title: 'Catalog lists',
    spec: '§2 allProducts (brandDeals, index, brandDealsPageDetail), searchResult, arrival; §7 hotdeal/list',
    machine: catalogBrowseMachine,
  },
  {
    file: 'catalog-search.machine.ts',
    title: 'Catalog search box',
    spec: '§2 shared search box, search/index; §7 get_products_keywords',
    machine: catalogSearchMachine,
  },
  {
    file: 'catalog-product.machine.ts',
    title: 'Catalog product',
    spec: '§2 goodDetail/index, arrival/arrivalDetail; §7 getProductDetailInfo, add_product',
    machine: catalogProductMachine,
  },
  {
    file: 'catalog-link.machine.ts',
    title: 'Get link for a catalog product',
    spec: '§2 tracking-ID picker; §7 check_original_link4viral_product/v3, short links',
    machine: catalogLinkMachine,
  },
  {
    file: 'sample-request.machine.ts',
    title: 'Request a sample',
    spec: '§7 add_sample, apply records',
    machine: sampleRequestMachine,
  },
  {
    file: 'collection-editor.machine.ts',
    title: 'Make or edit a collection',
    spec: '§2 myShopCreate/index, editCollection/index, §7 update_collection, collection/change',
    machine: collectionEditorMachine,
  },
  {
    file: 'product-short-link.machine.ts',
    title: 'Create link beside a shop product',
    spec: '§2 myLinks/productList, curationDetail, §7 create_product_shortlink/v2',
    machine: productShortLinkMachine,
  },
  {
    file: 'linked-content.machine.ts',
    title: 'Edit linked content',
    spec: '§2 saveLink/index, §7 update_collection, collection/change',
    machine: linkedContentMachine,
  },
  {
    file: 'collection-picks.machine.ts',
    title: 'Select products of linked content',
    spec: '§2 saveLink/selectProducts, §7 collection/change',
    machine: collectionPicksMachine,
  },
  {
    file: 'cover-crop.machine.ts',
    title: 'Image editor (collection cover)',
    spec: '§2 myLinks/imgEditor, §7 update_collection (multipart)',
    machine: coverCropMachine,
  },
  {
    file: 'collection-products.machine.ts',
    title: 'A collection and its products',
    spec: '§2 myShopCollection/index, §7 get_collection_products, collection/change, collection/delete',
    machine: collectionProductsMachine,
  },
  {
    file: 'shop-product-detail.machine.ts',
    title: 'A product of My Shop',
    spec: '§2 goodDetail/myShopDetail, §7 product detail, get_ratio, update_product_price, create_product_shortlink/v2',
    machine: shopProductDetailMachine,
  },
  {
    file: 'impact-settings.machine.ts',
    title: 'Impact settings (Target & Walmart)',
    spec: 'Designed: Impact ids of Target and Walmart links; tracking tag getImpactSettings, saveImpactSettings, clearImpactSettings',
    machine: impactSettingsMachine,
  },
  {
    file: 'earn-settings.machine.ts',
    title: 'Earn rule in the forms',
    spec: 'Designed: issue 24, every retailer link earns (src/domain/earn-rule.ts); tracking tag getTrackingIdsV2, addTrackingId, getImpactSettings, saveImpactSettings',
    machine: earnSettingsMachine,
  },
  {
    file: 'boosting-list.machine.ts',
    title: 'Boosting applications',
    spec: '§2 boosting/list; §7 boosting/list; designed lifecycle (openapi.yaml BoostingStatus)',
    machine: boostingListMachine,
  },
  {
    file: 'boosting-unread.machine.ts',
    title: 'Unread boosting badge',
    spec: '§3 isUnread; §7 boosting/countUnread',
    machine: boostingUnreadMachine,
  },
  {
    file: 'boosting-detail.machine.ts',
    title: 'Boosting application detail',
    spec: '§2 boosting/detail; designed boostingDetail (marks read)',
    machine: boostingDetailMachine,
  },
  {
    file: 'boosting-tracking-ids.machine.ts',
    title: 'Tracking IDs for boosting',
    spec: '§2 boosting/availableTrackingId; §4 tracking-id sort (active ids); §7 getActiveTrackingIdList',
    machine: boostingTrackingIdsMachine,
  },
  {
    file: 'boosting-dashboard.machine.ts',
    title: 'Boosting dashboard',
    spec: '§2 boosting/dashboard/index; §7 boostingData, exports; §9 date ranges, formatting',
    machine: boostingDashboardMachine,
  },
  {
    file: 'boosting-ad-details.machine.ts',
    title: 'Boosting results of one content',
    spec: '§2 boosting/dashboard/adDetails; §7 sumByContentId, detailByContentId; §9 date ranges',
    machine: boostingAdDetailsMachine,
  },
  {
    file: 'earnings-dashboard.machine.ts',
    title: 'Earnings dashboard',
    spec: '§2 earning/index_new (Account tab); §9 date ranges, formatting; issue 16',
    machine: earningsDashboardMachine,
  },
  {
    file: 'earnings-first-steps.machine.ts',
    title: 'Earnings: first steps',
    spec: '§2 earning/new_user_index_new (Account tab, new creator); issue 16',
    machine: earningsFirstStepsMachine,
  },
  {
    file: 'records.machine.ts',
    title: 'Orders and settlements',
    spec: '§2 records/index; §7 get_conversions, get_detail, settlement-export; issue 16',
    machine: recordsMachine,
  },
  {
    file: 'samples.machine.ts',
    title: 'Sample requests',
    spec: '§2 samples/index; §7 apply/get_apply_in_shop_records; issue 16',
    machine: samplesMachine,
  },
  {
    file: 'plans.machine.ts',
    title: 'Plans',
    spec: '§2 setting/newPrice/index, §4 plan-usage button, §9 plan type codes; issue 15',
    machine: plansMachine,
  },
  {
    file: 'checkout.machine.ts',
    title: 'Checkout',
    spec: '§2 setting/plan, setting/stripe; §3 lookup_key; §7 create-checkout-session-v2, add_plan, check-create-session-status; issue 15',
    machine: checkoutMachine,
  },
  {
    file: 'subscription.machine.ts',
    title: 'Plan and cancel subscription',
    spec: '§2 setting/billing; §7 get_plan, get_bill_info, cancel_subscription; issue 15',
    machine: subscriptionMachine,
  },
  {
    file: 'bills.machine.ts',
    title: 'Bills',
    spec: '§2 setting/billing; §7 get_bills_v2; §9 overage; issue 15',
    machine: billsMachine,
  },
  {
    file: 'balance.machine.ts',
    title: 'Income balance',
    spec: '§1 referral program, §2 setting/balance/index, §9 referral 20%; issue 15',
    machine: balanceMachine,
  },
  {
    file: 'ledger.machine.ts',
    title: 'Income details',
    spec: '§2 setting/balance/income_webview, §9 referral 20%; issue 15',
    machine: ledgerMachine,
  },
  {
    file: 'earnings-overview.machine.ts',
    title: 'Earnings and balance',
    spec: '§1 earnings, balance, settlements; §2 earning/index; §7 get_total; issue 16 (designed getEarningsBreakdown)',
    machine: earningsOverviewMachine,
  },
  {
    file: 'earnings-months.machine.ts',
    title: 'Earnings month by month',
    spec: '§2 earning/mmmIndex; §9 formatting; issue 16',
    machine: earningsMonthsMachine,
  },
  {
    file: 'earnings-engagement.machine.ts',
    title: 'Engagement data',
    spec: '§2 earning/engegament_data; §9 date ranges, formatting; issue 16',
    machine: earningsEngagementMachine,
  },
  {
    file: 'brand-commission.machine.ts',
    title: 'Brand commission details',
    spec: '§2 extraCommissionDetail/index; §9 commission percent; issue 16',
    machine: brandCommissionMachine,
  },
  {
    file: 'other-brand-commission.machine.ts',
    title: 'Other brand commission details',
    spec: '§2 otherBrandCommissionDetail/index; §9 commission percent; issue 16',
    machine: otherBrandCommissionMachine,
  },
  {
    file: 'other-brand-epc.machine.ts',
    title: 'Other brand EPC details',
    spec: '§2 otherBrandCommissionDetail/epcDetail; §9 formatting; issue 16',
    machine: otherBrandEpcMachine,
  },
  {
    file: 'boosting-start.machine.ts',
    title: 'Boosting: start and whitelist gate',
    spec: '§1, §2 applyBoosting/index, §6 boosting whitelist; issue 12',
    machine: boostingStartMachine,
  },
  {
    file: 'boosting-application.machine.ts',
    title: 'Boosting: draft and submit',
    spec: '§1, §4 Boosting, §4 Tracking-id sort, §9 plan type codes 1034 and 109; issue 12',
    machine: boostingApplicationMachine,
  },
  {
    file: 'boosting-drafts.machine.ts',
    title: 'Boosting: drafts',
    spec: '§2 boosting/draftList, §7 draftList, delDraft; issue 12',
    machine: boostingDraftsMachine,
  },
  {
    file: 'landing-pages.machine.ts',
    title: 'Landing pages',
    spec: '§2 landingPage/index; designed landing/list, publish, unpublish, delete, stats; issue 17',
    machine: landingPagesMachine,
  },
  {
    file: 'landing-page-editor.machine.ts',
    title: 'Landing page editor',
    spec: '§2 landingPage/create; designed landing/create, update, publish, detail, gallery/upload_media; issue 17',
    machine: landingPageEditorMachine,
  },
  {
    file: 'landing-page-stats.machine.ts',
    title: 'Landing page statistics',
    spec: '§2 landingPage/statstics; §9 Pacific date ranges; designed landing/stats; issue 17',
    machine: landingPageStatsMachine,
  },
  {
    file: 'gallery-list.machine.ts',
    title: 'Link galleries',
    spec: '§2 linkGallery/index; designed gallery/list, gallery/delete; issue 17',
    machine: galleryListMachine,
  },
  {
    file: 'gallery-editor.machine.ts',
    title: 'Link gallery editor',
    spec: '§2 linkGallery/create, edit; §5 upload 52 files, video 60 s, album 9 by 3; issue 17',
    machine: galleryEditorMachine,
  },
  {
    file: 'gallery-preview.machine.ts',
    title: 'Link gallery preview',
    spec: '§2 linkGallery/preview; designed gallery/detail, gallery/update; issue 17',
    machine: galleryPreviewMachine,
  },
  {
    file: 'collage-builder.machine.ts',
    title: 'AI collage builder',
    spec: '§1 create panel (Create an AI Collage); designed collage/*; issue 17',
    machine: collageBuilderMachine,
  },
  {
    file: 'collage-preference.machine.ts',
    title: 'AI collage preference',
    spec: '§2 setting/aiCollagePreference, §5 colour, §7 get_gallery_setting, add_gallery_setting; issue 17',
    machine: collagePreferenceMachine,
  },
  {
    file: 'facebook-connect.machine.ts',
    title: 'Auto DM: connect Facebook',
    spec: '§2 fbAuth/index, fbPermissions/index; §7 receive_auth_results, fbConnectStatus, public_page_list, save_select_public_page (errors ignored), cancel_select_public_page, unlink_facebook; designed get_facebook_connect_url; issue 14',
    machine: facebookConnectMachine,
  },
  {
    file: 'auto-dm-posts.machine.ts',
    title: 'Auto DM: posts and gate',
    spec: '§2 autoDm/index, home/biolink; §3 isContentUrl; §5 Auto DM gate (3 s); §7 checkHasAuth/V3, has_bioLink, get_blogger_media_list_v2, get_blogger_facebook_media_list; issues 14 and 24 (Connect Instagram card, Facebook posts)',
    machine: autoDmPostsMachine,
  },
  {
    file: 'auto-reply-editor.machine.ts',
    title: 'Auto DM: editor of a post',
    spec: '§2 setting/autoReply; §3 carouselReplyContentList, chatButtonReqList; §7 get_auto_reply, check_add_auto_reply_v4, add_auto_reply_v4; designed get_auto_reply_messages; issue 14',
    machine: autoReplyEditorMachine,
  },
  {
    file: 'auto-dm-scheduler.machine.ts',
    title: 'Auto DM: scheduler',
    spec: '§2 setting/schedulePost; §6 scheduler needs Facebook auth and a bio link; §7 checkUnPublishPost, deleteSchedule; §8 default confirm dialog; issue 14',
    machine: autoDmSchedulerMachine,
  },
  {
    file: 'statechart-viewer.machine.ts',
    title: 'Statechart viewer',
    spec: 'ARCHITECTURE.md Machines (the viewer itself)',
    machine: statechartViewerMachine,
  },
];

/** Typed per machine, so an example input that no longer fits its machine fails to compile. */
const extras = <M extends AnyStateMachine>(
  machine: M,
  details: { input?: InputFrom<M>; screen?: string },
): [AnyStateMachine, MachineExtras] => [machine, details];

const EXAMPLE_TODAY = '2026-11-25';

const MACHINE_EXTRAS = new Map<AnyStateMachine, MachineExtras>([
  extras(launchMachine, { input: { session: EMPTY_SESSION, route: '/pages/myLinks/index' } }),
  extras(navigationMachine, { input: { location: '/pages/myLinks/index', saved: [] } }),
  extras(loginMachine, { screen: LOGIN_PATH }),
  extras(signInProvidersMachine, { screen: LOGIN_PATH }),
  extras(facebookLoginMachine, {
    input: { redirectUri: 'http://localhost/pc/#/pages/login/facebookLogin' },
    screen: FACEBOOK_LOGIN_PATH,
  }),
  extras(registrationMachine, { input: {}, screen: CREATE_ACCOUNT_PATH }),
  extras(connectAccountMachine, { input: { userType: 1 }, screen: CONNECT_ACCOUNT_PATH }),
  extras(additionalInfoMachine, { input: { isForce: false }, screen: ADDITIONAL_INFO_PATH }),
  extras(editProfileMachine, { screen: EDIT_PROFILE_PATH }),
  extras(accountInfoMachine, { input: { userId: 'u1' }, screen: ADDITIONAL_INFO_PATH }),
  extras(accountEmailMachine, { input: { email: 'jane@example.com' }, screen: ADDITIONAL_INFO_PATH }),
  extras(accountPasswordMachine, { screen: ADDITIONAL_INFO_PATH }),
  extras(trackingIdsEditorMachine, { screen: ADDITIONAL_INFO_PATH }),
  extras(accountDeletionMachine, {
    input: { hasPassword: true, email: 'jane@example.com' },
    screen: ADDITIONAL_INFO_PATH,
  }),
  extras(forgotPasswordMachine, { screen: FORGOT_PASSWORD_PATH }),
  extras(availabilityMachine, { input: { kind: 'username' } }),
  extras(settingsPanelMachine, {
    input: { appBaseUrl: 'http://localhost/pc/', registeredPaths: LAZY_ROUTE_PATHS },
    screen: '/pages/setting/index',
  }),
  extras(updateCheckMachine, { input: {} }),
  extras(planUsageMachine, { input: { registeredPaths: LAZY_ROUTE_PATHS } }),
  extras(trackingIdPickerMachine, { input: { source: 1, value: null } }),
  extras(createPanelMachine, { input: { registeredPaths: LAZY_ROUTE_PATHS } }),
  extras(statusBannerMachine, { input: {} }),
  extras(networkStatusMachine, { input: { online: true } }),
  extras(creatorLookupMachine, { screen: '/pages/creatorList/index' }),
  extras(deepLinkCreateMachine, { screen: '/pages/midTabBar/index_new' }),
  extras(deepLinkRecentMachine, { screen: '/pages/midTabBar/index_new' }),
  extras(deepLinkListMachine, { screen: '/pages/deepLinkList/index' }),
  extras(myLinksMachine, { screen: '/pages/myLinks/index' }),
  extras(linkCreateMachine, { input: {}, screen: '/pages/myLinks/create' }),
  extras(linkDetailMachine, { input: { code: 'Ab3dE7xQ' }, screen: '/pages/myLinks/detail' }),
  extras(pagedListMachine, { input: {}, screen: '/pages/myLinks/productList' }),
  extras(linkPageMachine, { input: { kind: 'combined', id: 'Ab3dE7xQ' }, screen: '/pages/combineLinkPreview/index' }),
  extras(combinedLinkCreateMachine, { screen: '/pages/combineLinkPreview/index' }),
  extras(groupLinkCreateMachine, { screen: '/pages/collectionCreateGroupLink/index' }),
  extras(existingLinkMachine, { input: { url: 'www.amazon.com/dp/B0TESTASIN' }, screen: '/pages/existingLink/index' }),
  extras(addProductMachine, { input: {}, screen: '/pages/addProduct/index' }),
  extras(myShopMachine, { screen: '/pages/myShop/index' }),
  extras(catalogBrowseMachine, { input: { list: 'products' }, screen: '/pages/allProducts/index' }),
  extras(catalogSearchMachine, { input: { suggest: true }, screen: '/pages/search/index' }),
  extras(catalogProductMachine, { input: { productId: 'amazon-B0XS9VQK0L' }, screen: '/pages/goodDetail/index' }),
  extras(catalogLinkMachine, {
    input: {
      productId: 'amazon-B0XS9VQK0L',
      url: 'https://www.amazon.com/dp/B0XS9VQK0L',
      retailer: 'amazon',
      title: 'A product',
      source: 1,
    },
    screen: '/pages/goodDetail/index',
  }),
  extras(sampleRequestMachine, { input: { productId: 'amazon-B0XS9VQK0L' }, screen: '/pages/goodDetail/index' }),
  extras(collectionEditorMachine, { input: { collectionId: null }, screen: '/pages/myShopCreate/index' }),
  extras(productShortLinkMachine, { screen: '/pages/myLinks/productList' }),
  extras(linkedContentMachine, { input: { collectionId: 'col-1' }, screen: '/pages/saveLink/index' }),
  extras(collectionPicksMachine, { input: { collectionId: 'col-1' }, screen: '/pages/saveLink/selectProducts' }),
  extras(coverCropMachine, { input: { collectionId: 'col-1' }, screen: '/pages/myLinks/imgEditor' }),
  extras(collectionProductsMachine, { input: { collectionId: 'col-1' }, screen: '/pages/myShopCollection/index' }),
  extras(shopProductDetailMachine, { input: { productId: 'p1' }, screen: '/pages/goodDetail/myShopDetail' }),
  extras(impactSettingsMachine, { screen: '/pages/setting/impact' }),
  extras(earnSettingsMachine, { screen: '/pages/home/biolink_edit' }),
  extras(boostingListMachine, { screen: '/pages/boosting/list' }),
  extras(boostingDetailMachine, { input: { id: 'a1', today: EXAMPLE_TODAY }, screen: '/pages/boosting/detail' }),
  extras(boostingTrackingIdsMachine, { screen: '/pages/boosting/availableTrackingId' }),
  extras(boostingDashboardMachine, { input: { today: EXAMPLE_TODAY }, screen: '/pages/boosting/dashboard/index' }),
  extras(boostingAdDetailsMachine, {
    input: { contentId: 'c1', today: EXAMPLE_TODAY },
    screen: '/pages/boosting/dashboard/adDetails',
  }),
  extras(earningsDashboardMachine, { input: { today: EXAMPLE_TODAY }, screen: ACCOUNT_PATH }),
  extras(earningsFirstStepsMachine, { screen: ACCOUNT_PATH_NEW_USER }),
  extras(recordsMachine, { screen: '/pages/records/index' }),
  extras(samplesMachine, { screen: '/pages/samples/index' }),
  extras(earningsOverviewMachine, { input: { today: EXAMPLE_TODAY }, screen: '/pages/earning/index' }),
  extras(earningsMonthsMachine, { input: { today: EXAMPLE_TODAY }, screen: '/pages/earning/mmmIndex' }),
  extras(earningsEngagementMachine, { input: { today: EXAMPLE_TODAY }, screen: '/pages/earning/engegament_data' }),
  extras(brandCommissionMachine, { input: { today: EXAMPLE_TODAY }, screen: '/pages/extraCommissionDetail/index' }),
  extras(otherBrandCommissionMachine, {
    input: { today: EXAMPLE_TODAY, brand: 'target' },
    screen: '/pages/otherBrandCommissionDetail/index',
  }),
  extras(otherBrandEpcMachine, {
    input: { today: EXAMPLE_TODAY, brand: 'target' },
    screen: '/pages/otherBrandCommissionDetail/epcDetail',
  }),
  extras(plansMachine, { screen: '/pages/setting/newPrice/index' }),
  extras(checkoutMachine, { screen: '/pages/setting/plan' }),
  extras(subscriptionMachine, { screen: '/pages/setting/billing' }),
  extras(billsMachine, { screen: '/pages/setting/billing' }),
  extras(balanceMachine, { screen: '/pages/setting/balance/index' }),
  extras(ledgerMachine, { screen: '/pages/setting/balance/income_webview' }),
  extras(bioLinkHomeMachine, { screen: '/pages/home/biolink' }),
  extras(bioLinkEditorMachine, { screen: '/pages/home/biolink_edit' }),
  extras(bioLinkCustomizeMachine, { screen: '/pages/home/customize' }),
  extras(bioLinkCreateMachine, { input: { handle: 'janeloves' }, screen: '/pages/home/index_new' }),
  extras(bioLinkShareMachine, { screen: '/pages/viewOnWebsite/index' }),
  extras(bioLinkSectionsMachine, { screen: '/pages/websitePermissions/index' }),
  extras(bioLinkPublicMachine, { input: { handle: 'jane' }, screen: '/pages/bioLinkPublic/index' }),
  extras(bioLinkPostsMachine, { screen: '/pages/home/biolink' }),
  extras(boostingStartMachine, { screen: '/pages/applyBoosting/index' }),
  extras(boostingApplicationMachine, { input: { today: EXAMPLE_TODAY }, screen: '/pages/boosting/index' }),
  extras(boostingDraftsMachine, { screen: '/pages/boosting/draftList' }),
  extras(landingPagesMachine, { screen: '/pages/landingPage/index' }),
  extras(landingPageEditorMachine, { input: { id: null }, screen: '/pages/landingPage/create' }),
  extras(landingPageStatsMachine, {
    input: { id: 'lp-1', today: EXAMPLE_TODAY },
    screen: '/pages/landingPage/statstics',
  }),
  extras(galleryListMachine, { screen: '/pages/linkGallery/index' }),
  extras(galleryEditorMachine, { input: { galleryId: null }, screen: '/pages/linkGallery/create' }),
  extras(galleryPreviewMachine, { input: { galleryId: 'g1' }, screen: '/pages/linkGallery/preview' }),
  extras(collageBuilderMachine, { input: { collageId: null }, screen: '/pages/aiCollage/index' }),
  extras(collagePreferenceMachine, { screen: '/pages/setting/aiCollagePreference' }),
  extras(facebookConnectMachine, {
    input: { redirectUri: 'http://localhost/pc/pages/fbPermissions/index' },
    screen: '/pages/fbAuth/index',
  }),
  extras(autoDmPostsMachine, { screen: '/pages/autoDm/index' }),
  extras(autoReplyEditorMachine, { input: { mediaId: 'post_1' }, screen: '/pages/setting/autoReply' }),
  extras(autoDmSchedulerMachine, { screen: '/pages/setting/schedulePost' }),
  extras(statechartViewerMachine, { input: { baseUrl: '/pc/', ownSource: 'simulation' }, screen: '/statecharts' }),
]);

registerMachines(MACHINES, (entry) => MACHINE_EXTRAS.get(entry.machine) ?? {});

export { findMachine, machineExtras, machineSlug, type MachineExtras, type RegisteredMachine } from './machine-catalog';
