#!/usr/bin/env node
// Runs npm scripts side by side: `node scripts/parallel.mjs lint typecheck`. Each script's output is
// held back and printed in one piece when it ends (no interleaved lines), with its elapsed time. Exits
// non-zero when any script fails, after all of them have ended.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/parallel.mjs <npm script> [<npm script> ...]');
  process.exit(2);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)}s`;

function run(name) {
  return new Promise((resolve) => {
    const since = Date.now();
    const chunks = [];
    const child = spawn(npm, ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code, signal) => {
      const ok = code === 0;
      const output = Buffer.concat(chunks).toString().trimEnd();
      console.log(`\n--- npm run ${name}: ${ok ? 'ok' : `failed (${code ?? signal})`} in ${seconds(since)}`);
      if (output) console.log(output);
      resolve(ok);
    });
  });
}

console.log(`[parallel] ${names.join(' + ')}`);
const results = await Promise.all(names.map(run));
const failed = names.filter((_, index) => !results[index]);
console.log(
  `\n[parallel] ${names.join(' + ')}: ${failed.length ? `failed: ${failed.join(', ')}` : 'ok'} in ${seconds(started)}`,
);
process.exit(failed.length ? 1 : 0);
