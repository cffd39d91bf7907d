import { readFile, stat } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { AdminUsageError } from './admin-command';

/**
 * The file an import command reads (`boosting import FILE`, `earnings import FILE`): the operator's, named where
 * they typed the command. Each command words its own refusals; reading is the same for all.
 */

/** The commands' localArgs: the file as a full path, so a running server that takes the command reads that file. */
export const operatorFileArgs = (args: readonly string[], cwd: string): string[] =>
  args.map((arg, index) => (index === 0 && !arg.startsWith('--') ? resolve(cwd, arg) : arg));

interface Named {
  /** The full path. */
  path: string;
  /** The file's name without its folder, as messages and the log name it. */
  name: string;
}

export type OperatorFile =
  (Named & { text: string }) | (Named & { tooLarge: number }) | (Named & { unreadable: NodeJS.ErrnoException });

/**
 * The one argument, a file read whole as UTF-8 when it has at most `maxBytes`: its text, its size when larger, or
 * the error that kept it from being read. Anything but exactly one argument that is not a flag is `usage`.
 */
export async function readOperatorFile(
  args: readonly string[],
  usage: string,
  maxBytes: number,
): Promise<OperatorFile> {
  if (args.length !== 1 || args[0]!.startsWith('--')) throw new AdminUsageError(usage);
  const path = resolve(args[0]!);
  const named = { path, name: basename(path) };
  try {
    const { size } = await stat(path);
    if (size > maxBytes) return { ...named, tooLarge: size };
    return { ...named, text: await readFile(path, 'utf8') };
  } catch (error) {
    return { ...named, unreadable: error as NodeJS.ErrnoException };
  }
}
