// Import resolver for eslint-plugin-boundaries (eslint-module-utils resolver interface v2): resolves
// the project's own modules — relative paths and the `@/` (src) and `@mocks/` (mocks) aliases that
// tsconfig.json and vite.config.ts declare — to files, so the boundary rules know which element an
// import reaches. Packages are left unresolved: no boundary rule is about them.
'use strict';

const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const ALIASES = [
  ['@/', path.join(ROOT, 'src')],
  ['@mocks/', path.join(ROOT, 'mocks')],
];
const CANDIDATES = ['', '.ts', '.tsx', '.js', '.mjs', '.cjs', '/index.ts', '/index.tsx', '/index.js'];

function isFile(candidate) {
  try {
    return fs.statSync(candidate).isFile();
  } catch {
    return false;
  }
}

function basePath(source, file) {
  if (source.startsWith('.')) return path.resolve(path.dirname(file), source);
  for (const [prefix, target] of ALIASES) {
    if (source.startsWith(prefix)) return path.join(target, source.slice(prefix.length));
  }
  return null;
}

exports.interfaceVersion = 2;

exports.resolve = function resolve(source, file) {
  const base = basePath(source.split('?')[0], file);
  if (base === null) return { found: false };
  for (const suffix of CANDIDATES) {
    if (isFile(base + suffix)) return { found: true, path: base + suffix };
  }
  return { found: false };
};
