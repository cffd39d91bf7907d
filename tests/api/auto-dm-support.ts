import { randomBytes } from 'node:crypto';
import { testConfig } from '../support/test-server';
import { ADMIN_COMMANDS } from '../../server/admin/admin-commands';
import { findCommand } from '../../server/admin/run-admin';
import type { Database } from '../../server/db/database';
import type { MessagingPort, PrivateReply, SendOutcome } from '../../server/integrations/messaging/messaging-port';
import {
  createSimulatedMessaging,
  type SimulatedMessagingPort,
} from '../../server/integrations/messaging/simulated-messaging';
import { autoDmOf, createAutoDmModule, type AutoDmOptions } from '../../server/modules/auto-dm';
import { SERVER_MODULES } from '../../server/server-modules';
import { startServer, type RunningServer } from '../../server/server';
import type { ApiCaller } from '../support/api-caller';

/** Auto DM's API tests: a server whose dispatcher has a test clock and allowance, the simulator's dialog, admin commands. */

export const AUTO_DM_SCOPES = [
  'instagram_basic',
  'instagram_manage_comments',
  'instagram_manage_messages',
  'pages_manage_metadata',
  'pages_show_list',
];

export async function startAutoDmServer(
  database: Database,
  options: AutoDmOptions = {},
  messaging?: MessagingPort,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const modules = SERVER_MODULES.map((module) => (module.name === 'auto-dm' ? createAutoDmModule(options) : module));
  return startServer(testConfig({ LOG_LEVEL: 'error', ...env }), {
    database,
    modules,
    ...(messaging ? { messaging } : {}),
  });
}

/** The scripted simulator's signing secret (a server keeps its own in the database). */
const TEST_SIMULATOR_SECRET = randomBytes(32);

/** The simulator, except that its sends answer what the test lines up (then 'ok' again), recording each reply. */
export function scriptedSimulator() {
  const simulator = createSimulatedMessaging(async () => TEST_SIMULATOR_SECRET);
  const answers: SendOutcome[] = [];
  const sent: PrivateReply[] = [];
  const port: SimulatedMessagingPort = {
    ...simulator,
    async sendPrivateReply(reply) {
      sent.push(reply);
      return answers.shift() ?? simulator.sendPrivateReply(reply);
    },
  };
  return { port, answers, sent };
}

/** Runs `npm run admin -- <argv>` in the server's process (as through the admin socket); answers the exit code and output. */
export async function admin(server: RunningServer, ...argv: string[]): Promise<{ code: number; out: string }> {
  const found = findCommand(ADMIN_COMMANDS, argv);
  if (!found) throw new Error(`no admin command ${argv.join(' ')}`);
  const lines: string[] = [];
  const code =
    (await found.command.run(argv.slice(found.words.length), server.services, {
      out: (l) => lines.push(l),
      err: (l) => lines.push(l),
    })) ?? 0;
  return { code, out: lines.join('\n') };
}

/** Waits until the dispatcher has looked at the queue and sent what it may (after a comment or a moved clock). */
export async function dispatched(server: RunningServer): Promise<void> {
  const { dispatcher } = autoDmOf(server.services);
  dispatcher.wake();
  await dispatcher.settled();
}

export const redirectUriOf = (server: RunningServer) => `${server.url}/pc/#/pages/fbPermissions/index`;

/** The simulated dialog as a browser goes through it: open it, tick `scopes`, Allow (or Cancel); the 303's query. */
export async function simulatedDialog(
  api: ApiCaller,
  server: RunningServer,
  token: string,
  options: { scopes?: string[]; decision?: 'allow' | 'cancel' } = {},
) {
  const redirectUri = redirectUriOf(server);
  const { data } = await api.post('/chat/get_facebook_connect_url', { redirectUri }, token);
  const page = await fetch(data.url);
  const html = await page.text();
  const form = new URLSearchParams({ state: data.state, decision: options.decision ?? 'allow' });
  for (const scope of options.scopes ?? [...AUTO_DM_SCOPES, 'pages_messaging']) form.append('scope', scope);
  const answer = await fetch(`${server.url}/connect/facebook`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  const location = answer.headers.get('location') ?? '';
  const back = new URL(location, server.url);
  // The app's address keeps its hash route; Facebook appends the answer to the query before it.
  return {
    page,
    html,
    answer,
    location,
    query: back.searchParams,
    state: data.state as string,
    url: data.url as string,
    redirectUri,
  };
}

/** Connects a creator through the simulator from start to finish; answers receive_auth_results' envelope. */
export async function connectSimulated(api: ApiCaller, server: RunningServer, token: string, scopes?: string[]) {
  const dialog = await simulatedDialog(api, server, token, scopes ? { scopes } : {});
  const code = dialog.query.get('code');
  if (!code) throw new Error(`the simulated dialog answered ${dialog.answer.status} ${dialog.location}`);
  return api.post(
    '/chat/receive_auth_results',
    { code, state: dialog.query.get('state'), redirectUri: dialog.redirectUri },
    token,
  );
}

/** Records a post of the creator as synced (`bio post`), published unless `scheduled`. */
export async function syncPost(
  server: RunningServer,
  handle: string,
  mediaId: string,
  options: { scheduled?: boolean; platform?: 'instagram' | 'facebook' } = {},
) {
  const result = await admin(
    server,
    'bio',
    'post',
    handle,
    '--media-id',
    mediaId,
    '--scheduled',
    String(options.scheduled ?? false),
    '--platform',
    options.platform ?? 'instagram',
  );
  if (result.code !== 0) throw new Error(result.out);
}
