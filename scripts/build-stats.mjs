// Size figures of a Vite build (dist/ or dist-live/), shared by scripts/bench.mjs and
// scripts/check-budgets.mjs.
//
// - initial JS: the scripts index.html loads (entry + modulepreload links) plus every chunk they import
//   statically, transitively (`import{…}from"./x.js"`, `import"./x.js"`, `export…from"./x.js"`).
//   Dynamic `import("./x.js")` is NOT followed: that is lazy code.
// - routes: TanStack Router's autoCodeSplitting leaves each route's definition in the entry
//   (`createFileRoute(`/login`)({component: lazy(() => import(`./login-abc.js`))})`), so a route id is
//   mapped to the chunks imported inside its options. A route's total is the initial JS plus its own
//   chunks and its parent layouts' chunks, with their static imports. If no route ids can be found
//   (the code shape changed), chunks are matched to route files by name (`login-<hash>.js`).
// - gzip sizes use node:zlib gzipSync at level 9, per file (as a browser fetches them).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const KB = 1024;

/** @param {string} dir @returns {string[]} absolute paths of files under dir */
function walk(dir) {
  /** @type {string[]} */
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...walk(full));
    else if (entry.isFile()) out.push(full);
  }
  return out;
}

const toPosix = (p) => p.split(path.sep).join('/');

/** Raw and gzip (level 9) size of a file, cached. */
const sizeCache = new Map();
export function fileSizes(file) {
  let sizes = sizeCache.get(file);
  if (!sizes) {
    const buf = readFileSync(file);
    sizes = { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
    sizeCache.set(file, sizes);
  }
  return sizes;
}

const STATIC_IMPORT =
  /(?<![\w$.])(?:import|export)\s*(?:[\w$*{}\s,]*?from\s*)?([`"'])(\.{1,2}\/[^`"'\s]+?\.m?js)\1/g;
const DYNAMIC_IMPORT = /(?<![\w$.])import\(\s*([`"'])(\.{1,2}\/[^`"'\s]+?\.m?js)\1\s*\)/g;
const ROUTE_ID_CALL = /\(\s*([`"'])(\/[^`"'\s]*)\1\s*\)\s*\(\s*\{/g;

/** Relative specifiers of a chunk's static imports (not dynamic ones). */
export function staticImportSpecifiers(code) {
  return [...code.matchAll(STATIC_IMPORT)].map((m) => m[2]);
}

/** Relative specifiers of a chunk's dynamic `import("./x.js")` calls. */
export function dynamicImportSpecifiers(code) {
  return [...code.matchAll(DYNAMIC_IMPORT)].map((m) => m[2]);
}

/**
 * Index just past the `}` closing the `{` at `open`, or -1 before `limit`. Skips string and template
 * literals (with nested `${…}`); regular-expression literals are not recognised (rare in route options).
 */
function matchBrace(code, open, limit) {
  /** @type {string[]} '{' code block, '${' template expression, '`' template text */
  const stack = [];
  for (let i = open; i < limit; i++) {
    const ch = code[i];
    if (stack[stack.length - 1] === '`') {
      if (ch === '\\') i++;
      else if (ch === '`') stack.pop();
      else if (ch === '$' && code[i + 1] === '{') {
        stack.push('${');
        i++;
      }
      continue;
    }
    if (ch === '"' || ch === "'") {
      for (i++; i < limit && code[i] !== ch; i++) if (code[i] === '\\') i++;
    } else if (ch === '`') stack.push('`');
    else if (ch === '{') stack.push('{');
    else if (ch === '}') {
      stack.pop();
      if (stack.length === 0) return i + 1;
    }
  }
  return -1;
}

/**
 * Route ids defined in a chunk (`createFileRoute(`/x`)({…})`, minified) with the chunks each one's
 * options import dynamically.
 * @returns {{ id: string, specifiers: string[] }[]}
 */
export function routeDefinitions(code) {
  const calls = [...code.matchAll(ROUTE_ID_CALL)];
  return calls.map((m, n) => {
    const open = (m.index ?? 0) + m[0].length - 1;
    const next = calls[n + 1]?.index ?? code.length;
    const hardLimit = Math.min(next, open + 20_000);
    const close = matchBrace(code, open, hardLimit);
    const body = code.slice(open, close === -1 ? hardLimit : close);
    return { id: m[2], specifiers: dynamicImportSpecifiers(body) };
  });
}

/** `login-AbC_12-x.js` → `login` (Vite/Rolldown names chunks `[name]-[hash8].js`). */
export function chunkName(file) {
  const base = path.basename(file);
  return /^(.*)-[\w-]{8}\.m?js$/.exec(base)?.[1] ?? base.replace(/\.m?js$/, '');
}

/** Parses index.html: entry scripts, modulepreloads and stylesheets (local paths only). */
export function htmlAssets(html) {
  /** @type {{scripts: string[], preloads: string[], styles: string[]}} */
  const found = { scripts: [], preloads: [], styles: [] };
  const attr = (tag, name) =>
    new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
      .exec(tag)
      ?.slice(1)
      .find(Boolean);
  const local = (url) => url && !/^(?:[a-z]+:)?\/\//i.test(url) && !url.startsWith('data:');
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, 'src');
    if (local(src)) found.scripts.push(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attr(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
    const href = attr(tag, 'href');
    if (!local(href)) continue;
    if (rel.includes('modulepreload')) found.preloads.push(href);
    else if (rel.includes('stylesheet')) found.styles.push(href);
  }
  return found;
}

/**
 * Route id a route file defines, from its path under src/routes (TanStack file-based conventions):
 * 'index.tsx' → '/', 'login.tsx' → '/login', 'contracts/route.tsx' → '/contracts',
 * 'contracts/index.tsx' → '/contracts/', '_authed/cards.index.tsx' → '/_authed/cards/',
 * 'contracts/$slug.tsx' → '/contracts/$slug', '__root.tsx' → '__root__'.
 */
export function routeIdOfFile(relFile) {
  const parts = toPosix(relFile)
    .replace(/\.(?:lazy\.)?[cm]?[jt]sx?$/, '')
    .split('/')
    .flatMap((seg) => seg.split('.'));
  if (parts.length === 1 && parts[0] === '__root') return '__root__';
  const last = parts[parts.length - 1];
  if (last === 'route') parts.pop();
  else if (last === 'index') parts[parts.length - 1] = '';
  return `/${parts.join('/')}`;
}

/** Route files under routesDir (skips tests, `-private` files/folders and the generated tree). */
export function listRouteFiles(routesDir) {
  if (!existsSync(routesDir)) return [];
  return walk(routesDir)
    .map((f) => toPosix(path.relative(routesDir, f)))
    .filter((f) => /\.[jt]sx?$/.test(f) && !/\.(test|spec)\.[jt]sx?$/.test(f) && !/\.d\.ts$/.test(f))
    .filter((f) => !f.split('/').some((seg) => seg.startsWith('-')))
    .filter((f) => !/routeTree\.gen\./.test(f));
}

const normalise = (s) => s.toLowerCase().replace(/[^a-z0-9]+/g, '_');

/** Route files a chunk name could come from (`login` ← login.tsx; `contracts` ← contracts/index.tsx). */
function routeFilesByName(name, routeFiles) {
  const want = normalise(name);
  return routeFiles.filter((f) => {
    const parts = f.replace(/\.(?:lazy\.)?[jt]sx?$/, '').split('/');
    const stem = parts[parts.length - 1] ?? '';
    const parent = parts.length > 1 ? (parts[parts.length - 2] ?? '') : 'routes';
    return normalise(stem) === want || (stem === 'index' && normalise(parent) === want);
  });
}

/**
 * Everything bench and budget report about one build directory.
 * @param {string} dir build output (e.g. 'dist')
 * @param {{ routesDir?: string }} [options]
 */
export function collectBuildStats(dir, { routesDir = 'src/routes' } = {}) {
  const root = path.resolve(dir);
  const indexHtml = path.join(root, 'index.html');
  if (!existsSync(indexHtml)) throw new Error(`${dir}/index.html not found: build first`);
  const html = readFileSync(indexHtml, 'utf8');
  const assets = htmlAssets(html);
  const fromHtml = (url) => path.join(root, decodeURI(url.split(/[?#]/)[0]).replace(/^\.?\//, ''));

  const jsFiles = walk(root).filter((f) => /\.m?js$/.test(f));
  const code = new Map(jsFiles.map((f) => [f, readFileSync(f, 'utf8')]));
  const resolveFrom = (file, spec) => {
    const target = path.resolve(path.dirname(file), spec.split(/[?#]/)[0]);
    return code.has(target) ? target : null;
  };
  const staticDeps = new Map(
    jsFiles.map((f) => [
      f,
      [...new Set(staticImportSpecifiers(code.get(f)).map((s) => resolveFrom(f, s)))].filter(Boolean),
    ]),
  );
  /** Static closure of some chunks. */
  const closure = (starts) => {
    const seen = new Set();
    const todo = [...starts];
    while (todo.length) {
      const f = todo.pop();
      if (!f || seen.has(f) || !code.has(f)) continue;
      seen.add(f);
      todo.push(...(staticDeps.get(f) ?? []));
    }
    return seen;
  };
  const sum = (files) =>
    [...files].reduce(
      (acc, f) => {
        const s = fileSizes(f);
        return { raw: acc.raw + s.raw, gzip: acc.gzip + s.gzip };
      },
      { raw: 0, gzip: 0 },
    );
  const rel = (f) => toPosix(path.relative(root, f));

  const entries = [...assets.scripts, ...assets.preloads].map(fromHtml).filter((f) => code.has(f));
  const initialSet = closure(entries);
  // Everything the app can load: follow static and dynamic imports. The rest (a service worker copied
  // from public/, say) is reported as 'other', outside the app's totals.
  const reachable = new Set();
  for (const todo = [...initialSet]; todo.length;) {
    const f = todo.pop();
    if (!f || reachable.has(f)) continue;
    reachable.add(f);
    todo.push(...(staticDeps.get(f) ?? []));
    todo.push(
      ...dynamicImportSpecifiers(code.get(f))
        .map((s) => resolveFrom(f, s))
        .filter(Boolean),
    );
  }
  const initial = { files: [...initialSet].map(rel).sort(), ...sum(initialSet) };

  // Route ids → chunks, from the route definitions in the initial chunks (the route tree is eager).
  const routeFiles = listRouteFiles(path.resolve(routesDir));
  const fileById = new Map(routeFiles.map((f) => [routeIdOfFile(f), f]));
  /** @type {Map<string, Set<string>>} */
  const chunksById = new Map();
  for (const f of initialSet) {
    for (const def of routeDefinitions(code.get(f))) {
      const set = chunksById.get(def.id) ?? new Set();
      for (const spec of def.specifiers) {
        const target = resolveFrom(f, spec);
        if (target && !initialSet.has(target)) set.add(target);
      }
      chunksById.set(def.id, set);
    }
  }
  let routeMapping = 'route-ids';
  if (![...chunksById.values()].some((s) => s.size > 0)) {
    // Fallback: chunk names → route files → their ids.
    routeMapping = 'chunk-names';
    chunksById.clear();
    for (const f of jsFiles) {
      if (initialSet.has(f) || !reachable.has(f)) continue;
      for (const file of routeFilesByName(chunkName(f), routeFiles)) {
        const id = routeIdOfFile(file);
        chunksById.set(id, (chunksById.get(id) ?? new Set()).add(f));
      }
    }
  }

  const ids = [...chunksById.keys()];
  const ancestorsOf = (id) =>
    ids.filter((a) => a !== id && a !== '/' && !a.endsWith('/') && id.startsWith(`${a}/`));
  const routes = ids
    .map((id) => {
      const own = [...(chunksById.get(id) ?? [])];
      const inherited = ancestorsOf(id).flatMap((a) => [...(chunksById.get(a) ?? [])]);
      const lazySet = closure([...own, ...inherited]);
      for (const f of initialSet) lazySet.delete(f);
      const ownSizes = sum([...closure(own)].filter((f) => !initialSet.has(f)));
      const lazy = sum(lazySet);
      return {
        id,
        file: fileById.get(id) ?? null,
        chunks: own.map(rel).sort(),
        ancestors: ancestorsOf(id),
        own: ownSizes,
        lazy,
        total: { raw: initial.raw + lazy.raw, gzip: initial.gzip + lazy.gzip },
      };
    })
    .sort((a, b) => a.id.localeCompare(b.id));

  const routeIdsByChunk = new Map();
  for (const [id, set] of chunksById) {
    for (const f of set) routeIdsByChunk.set(f, [...(routeIdsByChunk.get(f) ?? []), id]);
  }
  const chunks = jsFiles
    .map((f) => {
      const routeIds = routeIdsByChunk.get(f) ?? [];
      return {
        file: rel(f),
        name: chunkName(f),
        ...fileSizes(f),
        initial: initialSet.has(f),
        kind: initialSet.has(f) ? 'initial' : reachable.has(f) ? 'lazy' : 'other',
        routeIds,
        routeFiles: routeIds.map((id) => fileById.get(id)).filter(Boolean),
        imports: (staticDeps.get(f) ?? []).map(rel),
      };
    })
    .sort((a, b) => b.gzip - a.gzip);

  const css = assets.styles.map(fromHtml).filter((f) => existsSync(f));
  return {
    dir: toPosix(path.relative(process.cwd(), root)) || '.',
    entries: entries.map(rel),
    initial,
    initialCss: { files: css.map(rel), ...sum(css) },
    routes,
    routeMapping,
    chunks,
    /** All JS the app can load (initial + lazy). */
    totalJs: sum([...reachable]),
    /** JS files nothing imports (e.g. public/mockServiceWorker.js). */
    otherJs: {
      files: jsFiles.filter((f) => !reachable.has(f)).map(rel),
      ...sum(jsFiles.filter((f) => !reachable.has(f))),
    },
    /** Source text of every JS file, keyed by path relative to the build dir. */
    sources: new Map([...code].map(([f, text]) => [rel(f), text])),
  };
}

/** Builds `dir` with `npm run <script>` when it has no index.html (or when `force`). */
export function ensureBuild(dir, script, { force = false } = {}) {
  const built = existsSync(path.join(dir, 'index.html')) && statSync(dir).isDirectory();
  if (built && !force) return false;
  console.log(`> npm run ${script}   (${force ? 'rebuild requested' : `${dir}/ is missing`})`);
  const result = spawnSync('npm', ['run', script], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) {
    throw new Error(`npm run ${script} failed (exit ${result.status ?? result.signal})`);
  }
  return true;
}

/** '12.3 KB' (1 KB = 1024 bytes). */
export function formatKb(bytes) {
  return `${(bytes / KB).toFixed(1)} KB`;
}

/**
 * A plain-text table. Columns whose header starts with '>' are right-aligned.
 * @param {string[]} headers
 * @param {(string | number)[][]} rows
 */
export function table(headers, rows) {
  const right = headers.map((h) => h.startsWith('>'));
  const heads = headers.map((h) => h.replace(/^>/, ''));
  const cells = rows.map((r) => r.map((c) => String(c)));
  const widths = heads.map((h, i) => Math.max(h.length, ...cells.map((r) => (r[i] ?? '').length)));
  const line = (r) =>
    r
      .map((c, i) => (right[i] ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(heads), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}
