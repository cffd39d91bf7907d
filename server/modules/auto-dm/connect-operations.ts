import type { components } from '../../../src/generated/api';
import { badRequest, HttpError } from '../../errors';
import { MessagingError } from '../../integrations/messaging/messaging-port';
import { requestOrigin, shopOf, type OperationHandlers, type RequestContext } from '../../operations';
import type { Services } from '../../services';
import { isAllowedRedirect } from '../accounts';
import type { AutoDmService } from './auto-dm-service';
import type { PostSync } from './post-sync';
import { AUTO_DM_SCOPES, CONNECTION_MESSAGES, connectionView, type ConnectionState } from './connection-decider';

/**
 * The Facebook connection of Auto DM (autoreply tag, and the instagram calls of the biolink tag): the dialog's
 * address with a one-time state, the code exchanged through the messaging port (Graph API or the simulator), the
 * Page picked, the status, and the unlinks. Nothing here holds a token: Page tokens stay sealed in the log.
 */

type Schemas = components['schemas'];

/** Asked for beyond AUTO_DM_SCOPES: DMs for comments on the Page's own Facebook posts (not needed for Instagram). */
export const REQUESTED_SCOPES = [...AUTO_DM_SCOPES, 'pages_messaging'] as const;

function statusOf(state: ConnectionState): Schemas['FacebookConnectStatus'] {
  const view = connectionView(state);
  const page = view.page;
  return {
    connected: state.connected,
    ...(page ? { pageId: page.pageId, pageName: page.name.slice(0, 100) } : {}),
    ...(page?.instagramUserName ? { instagramUserName: page.instagramUserName.slice(0, 30) } : {}),
    pairValid: state.connected && view.pairValid,
  };
}

function pagesOf(state: ConnectionState): Schemas['FacebookPage'][] {
  return state.pages.map((page) => ({
    pageId: page.pageId,
    name: page.name.slice(0, 100) || page.pageId,
    ...(page.pictureUrl && /^https?:\/\//.test(page.pictureUrl) ? { pictureUrl: page.pictureUrl } : {}),
    ...(page.instagramUserName ? { instagramUserName: page.instagramUserName.slice(0, 30) } : {}),
    selected: page.pageId === state.selectedPageId,
  }));
}

export function createConnectOperations(
  services: Services,
  service: AutoDmService,
  postSync: PostSync,
): OperationHandlers {
  const call = (ctx: RequestContext) => ({ now: ctx.now, metadata: { requestId: ctx.requestId } });
  const status = async (ctx: RequestContext) => statusOf(await service.readConnection(shopOf(ctx)));

  return {
    async getFacebookConnectUrl(ctx): Promise<Schemas['FacebookLoginUrl']> {
      const { redirectUri } = ctx.body as Schemas['FacebookConnectUrlRequest'];
      if (!isAllowedRedirect(redirectUri, services.config.FACEBOOK_REDIRECT_URIS, ctx.header('host')))
        throw badRequest(CONNECTION_MESSAGES.redirect);
      const state = await service.startConnect(shopOf(ctx), redirectUri, ctx.now);
      return {
        url: services.messaging.dialogUrl({ state, redirectUri, origin: requestOrigin(ctx), scopes: REQUESTED_SCOPES }),
        state,
      };
    },

    async receiveAuthResults(ctx): Promise<Schemas['FacebookConnection']> {
      const body = ctx.body as Schemas['FacebookAuthResultRequest'];
      let result;
      try {
        result = await service.finishConnect(shopOf(ctx), body, ctx.now);
      } catch (error) {
        if (error instanceof MessagingError) {
          ctx.log.warn('facebook connection refused', { err: error.cause ?? error.message });
          throw new HttpError(error.status, error.message);
        }
        throw error;
      }
      const view = connectionView(result.state);
      // The Page picked by itself (the only one with Instagram): its posts are read now, as when it is picked.
      if (view.page) await postSync.syncShop(shopOf(ctx));
      ctx.log.info('facebook connected for auto dm', {
        pages: result.state.pages.length,
        hasAuth: view.missingScopes.length === 0,
      });
      return {
        hasAuth: view.missingScopes.length === 0,
        facebookUserId: result.grant.facebookUserId,
        missingScopes: view.missingScopes,
        pages: pagesOf(result.state),
      };
    },

    fbConnectStatus: status,
    async checkHasAuthV3(ctx): Promise<Schemas['HasAuth']> {
      return { hasAuth: connectionView(await service.readConnection(shopOf(ctx))).canSend };
    },
    async publicPageList(ctx): Promise<Schemas['FacebookPageList']> {
      const state = await service.readConnection(shopOf(ctx));
      return { list: state.connected ? pagesOf(state) : [] };
    },
    async saveSelectPublicPage(ctx) {
      const { pageId } = ctx.body as Schemas['FacebookPageRequest'];
      const { state } = await service.selectPage(shopOf(ctx), pageId, call(ctx));
      // The creator's posts are read as soon as the Page is picked, so the bio link editor shows them at once.
      await postSync.syncShop(shopOf(ctx));
      return statusOf(state);
    },
    async cancelSelectPublicPage(ctx) {
      const { pageId } = ctx.body as Schemas['FacebookPageRequest'];
      return statusOf(
        (await service.connection({ type: 'UnselectPage', shopDomain: shopOf(ctx), pageId }, call(ctx))).state,
      );
    },
    async unlinkFacebook(ctx) {
      return statusOf((await service.connection({ type: 'Unlink', shopDomain: shopOf(ctx) }, call(ctx))).state);
    },

    async checkHasAuth(ctx): Promise<Schemas['HasAuth']> {
      const view = connectionView(await service.readConnection(shopOf(ctx)));
      return { hasAuth: view.connected && view.pairValid };
    },
    async unlink(ctx): Promise<Schemas['InstagramConnection']> {
      const { state } = await service.connection({ type: 'UnlinkInstagram', shopDomain: shopOf(ctx) }, call(ctx));
      const userName = connectionView(state).page?.instagramUserName;
      return {
        connected: state.connected && state.instagramLinked,
        ...(userName ? { insUserName: userName.slice(0, 30) } : {}),
      };
    },
  };
}
