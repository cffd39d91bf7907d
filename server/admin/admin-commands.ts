import { activityAddCommand, activityListCommand, activityRemoveCommand } from './activity.command';
import type { AdminCommand } from './admin-command';
import { bioPostCommand } from './bio-post.command';
import { billingClosePeriodCommand, billingSpecialPlanCommand } from './billing.command';
import { BOOSTING_COMMANDS } from './boosting.command';
import { chatListCommand, chatReplyCommand } from './chat.command';
import { demoSeedCommand } from './demo-seed.command';
import { earningsImportCommand } from './earnings.command';
import { IG_COMMANDS } from './ig.command';
import { messageSendCommand } from './message-send.command';
import { outboxCommand } from './outbox.command';
import { projectionsRebuildCommand } from './projections-rebuild.command';
import { settlementCloseCommand, settlementListCommand, settlementPayCommand } from './settlement.command';
import { usersListCommand } from './users-list.command';
import { whitelistAddCommand, whitelistListCommand, whitelistRemoveCommand } from './whitelist.command';

/** Every command of `npm run admin`, in the order `help` lists them. */
export const ADMIN_COMMANDS: readonly AdminCommand[] = [
  demoSeedCommand,
  usersListCommand,
  outboxCommand,
  messageSendCommand,
  whitelistAddCommand,
  whitelistRemoveCommand,
  whitelistListCommand,
  activityAddCommand,
  activityRemoveCommand,
  activityListCommand,
  ...BOOSTING_COMMANDS,
  bioPostCommand,
  ...IG_COMMANDS,
  chatReplyCommand,
  chatListCommand,
  earningsImportCommand,
  settlementCloseCommand,
  settlementPayCommand,
  settlementListCommand,
  billingClosePeriodCommand,
  billingSpecialPlanCommand,
  projectionsRebuildCommand,
];
