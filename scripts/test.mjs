#!/usr/bin/env node
// `npm test`: every check, one step after another, stopping at the first that fails. Each step prints
// its start time and the run ends with a summary of the time each took (also on failure), so a slow
// step shows at a glance. Lint and typecheck run side by side, and so do the demo and live builds.
import { spawnSync } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const STEPS = [
  ['lint + typecheck', 'node', ['scripts/parallel.mjs', 'lint', 'typecheck']],
  ['unit tests (vitest)', npm, ['run', 'test:unit']],
  ['chromium', 'node', ['scripts/ensure-chromium.mjs']],
  ['builds (demo + live)', 'node', ['scripts/parallel.mjs', 'build', 'build:live']],
  ['e2e (playwright)', 'npx', ['playwright', 'test']],
  ['budgets', npm, ['run', 'budget']],
];

const started = Date.now();
const seconds = (since) => Math.round((Date.now() - since) / 1000);
const summary = [];
let failed = null;

for (const [label, command, args] of STEPS) {
  console.log(`\n=== ${label} (t+${seconds(started)}s)`);
  const since = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit' });
  summary.push(`${String(seconds(since)).padStart(5)}s  ${label}`);
  if (result.status !== 0) {
    failed = label;
    break;
  }
}

console.log('\n=== npm test steps');
console.log(summary.join('\n'));
console.log(
  failed
    ? `=== npm test FAILED in step "${failed}" after ${seconds(started)}s`
    : `=== npm test done in ${seconds(started)}s`,
);
process.exitCode = failed ? 1 : 0;
