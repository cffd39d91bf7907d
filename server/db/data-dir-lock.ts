import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/** Folders this process holds, so a second open in the same process is refused too. */
const heldHere = new Set<string>();

/** Whether a process with this id exists (signal 0 checks without signalling). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * An exclusive lock on an embedded database folder, held as a file with the holder's pid.
 * PGlite does not lock its data directory, and two processes writing one (say the server and
 * `npm run admin`) would corrupt it. A lock left by a process that died is taken over.
 */
export function lockDataDir(lockPath: string, what: string): () => void {
  if (heldHere.has(lockPath)) throw new DataDirLockedError(`${what} is already open in this process`);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldHere.add(lockPath);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        heldHere.delete(lockPath);
        rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isProcessAlive(holder)) {
        throw new DataDirLockedError(
          `${what} is in use by process ${holder}. Stop that process first (the server and admin commands cannot share the embedded database), or remove ${lockPath} if it is not running.`,
        );
      }
      // Stale: its holder is gone (or was an earlier process that had our pid).
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`${what}: could not take the lock ${lockPath}`);
}
