import { DomainError } from '../events/domain-error';
import {
  createSystemMessages,
  MSG_TYPES,
  PLATFORMS,
  URL_TYPES,
  type MsgType,
  type Platform,
  type UrlType,
} from '../modules/system-messages';
import { AdminUsageError, type AdminCommand } from './admin-command';
import { readValuedFlags } from './admin-format';

const VALUED_FLAGS = [
  '--shop',
  '--title',
  '--body',
  '--subtitle',
  '--type',
  '--url',
  '--url-type',
  '--page-type',
  '--confirm',
  '--cancel',
  '--platform',
] as const;
type ValuedFlag = (typeof VALUED_FLAGS)[number];

/** `--flag value` pairs and the bare `--all`; anything else is a usage error rather than silently ignored. */
function readFlags(args: readonly string[]): { values: Partial<Record<ValuedFlag, string>>; all: boolean } {
  // `--all` takes no value; a flag's value never starts with `--` (readValuedFlags refuses that), so removing it is safe.
  return {
    values: readValuedFlags(
      args.filter((arg) => arg !== '--all'),
      VALUED_FLAGS,
    ),
    all: args.includes('--all'),
  };
}

function oneOf<T extends string>(flag: string, value: string | undefined, allowed: readonly T[]): T | undefined {
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value))
    throw new AdminUsageError(`${flag} is one of ${allowed.join(', ')}`);
  return value as T;
}

export const messageSendCommand: AdminCommand = {
  name: 'message send',
  args:
    '--shop SHOP|--all --title TEXT --body HTML [--subtitle TEXT] [--type system|account|billing|autodm|boosting] ' +
    '[--url URL --url-type open|router [--page-type 1-5]] [--confirm LABEL] [--cancel LABEL] [--platform web|ios|android]',
  summary: 'send a system message (popup 10001) to one shop or to every shop',
  async run(args, services, { out }) {
    const { values, all } = readFlags(args);
    if (all === (values['--shop'] !== undefined)) throw new AdminUsageError('Give either --shop SHOP or --all');
    if (values['--title'] === undefined) throw new AdminUsageError('--title is required');
    if (values['--body'] === undefined) throw new AdminUsageError('--body is required');
    const pageType = values['--page-type'] === undefined ? undefined : Number(values['--page-type']);
    const shopDomain = values['--shop'] ?? null;
    if (shopDomain !== null) {
      const { rows } = await services.database.query('select 1 from accounts where shop_domain = $1', [shopDomain]);
      if (rows.length === 0) throw new AdminUsageError(`No creator has the shop ${shopDomain} (see \`users list\`)`);
    }
    const platform = oneOf<Platform>('--platform', values['--platform'], PLATFORMS) ?? null;
    const messages = createSystemMessages(services.database, services.eventStore);
    let id: string;
    try {
      id = await messages.send(
        {
          shopDomain,
          platform,
          content: {
            title: values['--title'],
            richText: values['--body'],
            msgType: oneOf<MsgType>('--type', values['--type'], MSG_TYPES) ?? 'system',
            ...(values['--subtitle'] !== undefined ? { subTitle: values['--subtitle'] } : {}),
            ...(values['--url'] !== undefined ? { url: values['--url'] } : {}),
            ...(values['--url-type'] !== undefined
              ? { urlType: oneOf<UrlType>('--url-type', values['--url-type'], URL_TYPES)! }
              : {}),
            ...(pageType !== undefined ? { pageType } : {}),
            ...(values['--confirm'] !== undefined ? { confirmBtn: values['--confirm'] } : {}),
            ...(values['--cancel'] !== undefined ? { cancelBtn: values['--cancel'] } : {}),
          },
        },
        { metadata: { actor: 'admin' } },
      );
    } catch (error) {
      // The content rules refuse (invalid) with the field to fix: for the operator that is a usage error.
      if (error instanceof DomainError && error.kind === 'invalid') throw new AdminUsageError(error.message);
      throw error;
    }
    const audience = shopDomain === null ? 'every shop' : `the shop ${shopDomain}`;
    out(`Sent system message ${id} to ${audience}${platform ? ` (${platform} app only)` : ''}.`);
  },
};
