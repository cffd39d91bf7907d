/** What the request pipeline keeps per request. */
export type AppEnv = { Variables: { requestId: string } };
