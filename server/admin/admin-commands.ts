import type { AdminCommand } from './admin-command';
import { messageSendCommand } from './message-send.command';
import { projectionsRebuildCommand } from './projections-rebuild.command';

/** Every command of `npm run admin`, in the order `help` lists them. */
export const ADMIN_COMMANDS: readonly AdminCommand[] = [messageSendCommand, projectionsRebuildCommand];
