import fs from 'node:fs';
import path from 'node:path';

/**
 * Makes the data directory private to the server's user (issue 8, security 6): it holds the
 * embedded database (password hashes, sessions), the JWT secret and uploads.
 * - The process umask gains 077, so every file and directory the process creates from now on
 *   (PGlite's files, the lock, the secret, uploads) is 0600 / 0700.
 * - The directory is created 0700; an existing one, and anything in it that group or others
 *   could reach (an installation from before this rule), is narrowed to 0700 / 0600.
 * Returns the paths it narrowed, for the start-up log.
 */
export function secureDataDir(dir: string): string[] {
  process.umask(process.umask() | 0o077);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const narrowed: string[] = [];
  const narrow = (p: string, stat: fs.Stats) => {
    const want = stat.isDirectory() ? 0o700 : 0o600;
    if ((stat.mode & 0o777) === want) return;
    if ((stat.mode & 0o077) === 0 && !stat.isDirectory()) return; // already private (e.g. 0400)
    fs.chmodSync(p, want);
    narrowed.push(p);
  };
  const walk = (p: string) => {
    const stat = fs.lstatSync(p);
    if (stat.isSymbolicLink()) return; // never follow a link out of the directory
    narrow(p, stat);
    if (stat.isDirectory()) for (const name of fs.readdirSync(p)) walk(path.join(p, name));
  };
  walk(dir);
  return narrowed;
}
