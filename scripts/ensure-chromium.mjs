#!/usr/bin/env node
// Makes sure a Chromium exists for Playwright (run by `npm run test:e2e` and .ci/run).
// Found → prints which one and exits 0 quickly. Missing → as root on Debian, installs Debian's
// `chromium` with apt-get (Playwright cannot download its browsers here); otherwise exits 1.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chromiumVersion, findChromium, isExecutable } from './chromium.mjs';

const log = (msg) => console.log(`[ensure-chromium] ${msg}`);
const fail = (msg) => {
  console.error(`[ensure-chromium] ${msg}`);
  process.exit(1);
};

function report(file) {
  const version = chromiumVersion(file);
  log(`Using Chromium at ${file}${version ? ` (${version})` : ' (version unknown)'}`);
}

function osRelease() {
  try {
    const fields = {};
    for (const line of readFileSync('/etc/os-release', 'utf8').split('\n')) {
      const m = /^([A-Z_]+)=(.*)$/.exec(line.trim());
      if (m) fields[m[1]] = m[2].replace(/^["']|["']$/g, '');
    }
    return fields;
  } catch {
    return {};
  }
}

/** Debian proper (or a non-Ubuntu derivative): Ubuntu's `chromium` is a snap stub that will not run here. */
function isDebian() {
  const { ID = '', ID_LIKE = '' } = osRelease();
  if (ID === 'ubuntu' || ID_LIKE.split(/\s+/).includes('ubuntu')) return false;
  return ID === 'debian' || ID_LIKE.split(/\s+/).includes('debian') || existsSync('/etc/debian_version');
}

function aptGet() {
  return ['/usr/bin/apt-get', '/bin/apt-get'].find((file) => isExecutable(file)) ?? null;
}

function run(cmd, args) {
  log(`$ ${[cmd, ...args].join(' ')}`);
  const result = spawnSync(cmd, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.error) fail(`could not run ${cmd}: ${result.error.message}`);
  if (result.status !== 0) fail(`${cmd} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
}

const envPath = process.env.CHROMIUM_PATH?.trim();
if (envPath && !isExecutable(envPath)) {
  log(`warning: CHROMIUM_PATH=${envPath} is not an executable file; looking elsewhere.`);
}

let found = findChromium();
if (found) {
  report(found);
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const apt = process.platform === 'linux' ? aptGet() : null;

if (isRoot && apt && isDebian()) {
  log('No Chromium found. Playwright cannot download its own browsers on this machine, so installing');
  log("Debian's chromium package with apt-get (needs network access to the Debian mirrors).");
  run(apt, ['update']);
  run(apt, ['install', '-y', 'chromium']);
  found = findChromium();
  if (found) {
    report(found);
    process.exit(0);
  }
  fail('apt-get installed chromium but no executable was found at the usual paths. Set CHROMIUM_PATH.');
}

fail(
  [
    'No Chromium found (looked at CHROMIUM_PATH, /usr/bin/chromium, /usr/bin/chromium-browser,',
    '/usr/bin/google-chrome, /usr/bin/google-chrome-stable and `chromium` on the PATH).',
    'Install one, e.g. on Debian: `sudo apt-get install chromium`, or point CHROMIUM_PATH at a',
    'Chromium/Chrome executable: `CHROMIUM_PATH=/path/to/chrome npm run test:e2e`.',
  ].join('\n  '),
);
