// Finds a system Chromium for Playwright. Playwright cannot download its own browsers on every
// machine we run on, so tests use Debian's /usr/bin/chromium (or CHROMIUM_PATH).
import { execFileSync } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';

/** Well-known install locations, tried in order after CHROMIUM_PATH. */
export const CHROMIUM_CANDIDATES = Object.freeze([
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
]);

/** Launch arguments for headless runs on CI machines and containers (often as root). */
export const CHROMIUM_ARGS = Object.freeze([
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
]);

/** @param {string | undefined | null} file */
export function isExecutable(file) {
  if (!file) return false;
  try {
    if (!statSync(file).isFile()) return false;
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Like `which chromium`, without needing `which`. */
function chromiumOnPath() {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    const file = join(dir, 'chromium');
    if (isExecutable(file)) return resolve(file);
  }
  return null;
}

/**
 * Absolute path of a Chromium to drive, or null: CHROMIUM_PATH when set and executable, else the first
 * executable of CHROMIUM_CANDIDATES, else `chromium` on the PATH.
 * @returns {string | null}
 */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH?.trim();
  if (fromEnv && isExecutable(fromEnv)) return resolve(fromEnv);
  for (const file of CHROMIUM_CANDIDATES) {
    if (isExecutable(file)) return file;
  }
  return chromiumOnPath();
}

/**
 * The browser's version line ('Chromium 156.0.8078.79 built on Debian …'), or null if it will not say.
 * @param {string} file
 * @returns {string | null}
 */
export function chromiumVersion(file) {
  try {
    const out = execFileSync(file, ['--version'], {
      encoding: 'utf8',
      timeout: 15_000,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return out.trim().split('\n').pop()?.trim() || null;
  } catch {
    return null;
  }
}
