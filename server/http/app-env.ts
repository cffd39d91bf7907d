/** What the request pipeline keeps per request. */
export type AppEnv = {
  Variables: {
    requestId: string;
    /** TRUST_PROXY: how many proxies' forwarded headers count (server/forwarded.ts). */
    trustedProxies: number;
    /** Set once the answer carries the request's origin (requestOrigin), so it varies by what that read. */
    originRead: boolean;
  };
};
