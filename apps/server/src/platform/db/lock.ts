import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite is single-process: two processes on one data directory corrupt it. We take an
 * exclusive lock file holding our pid; a second process refuses to start with a clear
 * message. A lock left by a dead process (kill -9) is taken over.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly pid: number,
  ) {
    super(
      `The data directory is in use by another Carbon Steward process (pid ${pid}). ` +
        `Stop that process, or set DATA_DIR to another directory. Lock file: ${lockFile}`,
    );
    this.name = 'DataDirLockedError';
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock or throws DataDirLockedError; returns the release function. */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'carbon-steward.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          /* already gone */
        }
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const holder = Number(fs.readFileSync(lockFile, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && alive(holder)) {
        throw new DataDirLockedError(lockFile, holder);
      }
      fs.unlinkSync(lockFile); // stale: its process is gone
    }
  }
  throw new Error(`Could not take the data directory lock ${lockFile}`);
}
