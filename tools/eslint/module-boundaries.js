/**
 * Keeps the modular monolith honest (docs/decisions/0001-module-boundaries.md):
 * - `module-boundaries`: a file in modules/<a>/ may import modules/<b>/ only through
 *   modules/<b>/index.ts or modules/<b>/client.ts (the browser-safe part of the surface, for code a
 *   client component reaches), and a client component (`*.client.tsx`) only through client.ts; inside src/, only the composition list (src/modules.ts)
 *   imports modules, and only their manifests (module.ts); the host's catalogue (locales/) imports
 *   no module either: modules' catalogues reach the host through their manifests and the
 *   composition, never through the host's messages; scripts/ and tests/ use a module's entry
 *   files (index, module, api, entities, seed, routes: a module's route table is public; and
 *   migrations/: what a migration converts a module's rows with, free of the database). A module
 *   whose dependencies are declared (option `dependencies`, eslint.config.js) imports no other
 *   module, tests, test support and benches aside (they may build fixtures with another module,
 *   and use its test support: modules/<b>/tests/*, test-support/, *.test-support.ts).
 * - `no-module-cycles`: the graph of module-to-module imports has no cycle (a imports b imports a).
 * - `orm-confinement`: only entities, repositories (data/), migrations, seeds, src/db and tests
 *   import @mikro-orm; everything else gets DTOs.
 */
import fs from 'node:fs';
import path from 'node:path';

const HOST_ENTRIES = /^(?:(?:index|module|api|entities|seed|routes)(?:\.tsx?)?|(?:cli|bench|locales|migrations)\/.+)$/;
/** Host layers that never depend on a domain module: the infrastructure (src/) and the host's catalogue (locales/). */
const INFRA = /^(?:src|locales)\//;
const MODULE_ENTRY = /^index(?:\.tsx?)?$/;
const CLIENT_ENTRY = /^client(?:\.tsx?)?$/;
const PUBLIC_ENTRY = /^(?:index|client)(?:\.tsx?)?$/;
const CLIENT_FILE = /\.client\.tsx$/;
const TEST_FILE = /(?:\.test\.tsx?|\.test-support\.ts)$|(?:^|\/)(?:test-support|bench|tests)\//;
const MANIFEST = /^module(?:\.tsx?)?$/;
const COMPOSITION = 'src/modules.ts';
/** What the host composes modules with: a module importing it would close a circle through the composition root. */
const HOST_LAYER = /^src\/(?:composition\.tsx?|modules\.tsx?|app\/)/;

const defaultRoot = path.resolve(import.meta.dirname, '../..');

function locate(root, file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  const match = /^modules\/([^/]+)\/(.*)$/.exec(rel);
  return { rel, module: match ? match[1] : null, inner: match ? match[2] : null };
}

function importSources(node) {
  const source = node.source && node.source.value;
  return typeof source === 'string' ? source : null;
}

/**
 * Calls `check(node, source)` for every static import, re-export and literal dynamic import, and
 * `onComputed(node)` for a dynamic import whose file is computed (no rule can follow it).
 */
function visitImports(check, onComputed) {
  const visit = (node) => {
    const source = importSources(node);
    if (source) check(node, source);
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression(node) {
      // `import('x' as string)` (a type cast around a string) names its file too.
      let named = node.source;
      while (named.type === 'TSAsExpression' || named.type === 'TSSatisfiesExpression') named = named.expression;
      if (named.type === 'Literal' && typeof named.value === 'string') check(node, named.value);
      // `import(\`./x.ts\`)` without substitutions names its file as plainly as a string does.
      else if (named.type === 'TemplateLiteral' && named.expressions.length === 0) {
        check(node, named.quasis[0].value.cooked);
      } else if (onComputed) onComputed(node);
    },
  };
}

const rootOption = { type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false };
const boundariesOption = {
  type: 'object',
  properties: {
    root: { type: 'string' },
    /** Module → the modules it may import (through their entry files); modules left out are not limited. */
    dependencies: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
  additionalProperties: false,
};
const rootOf = (context) => (context.options[0] && context.options[0].root) || defaultRoot;

/** @type {import('eslint').Rule.RuleModule} */
const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'modules import each other only through their index.ts; infrastructure never imports a module' },
    messages: {
      internal:
        "'{{source}}' reaches into module '{{target}}'; import from its index.ts (or, from scripts and tests, its entry files) instead.",
      infra: "'{{source}}': {{layer}} must not depend on domain modules; only src/modules.ts composes them.",
      composition: "'{{source}}': the composition list imports a module's manifest (module.ts) only.",
      client:
        "'{{source}}': a client component imports module '{{target}}' through its client.ts (the browser-safe surface), never its index.ts.",
      direction: "'{{source}}': module '{{module}}' may import {{allowed}} (eslint.config.js, MODULE_DEPENDENCIES), not '{{target}}'.",
      host: "'{{source}}': a module never imports the composition (src/composition.ts, src/modules.ts) or the app layer (src/app/); the host hands it what it needs.",
      computed: 'A module imports files by name: a computed import() cannot be checked against the boundaries.',
    },
    schema: [boundariesOption],
  },
  create(context) {
    const root = rootOf(context);
    const dependencies = (context.options[0] && context.options[0].dependencies) || {};
    const from = locate(root, context.filename);
    const inModule = from.module && !TEST_FILE.test(from.inner ?? '');
    const computed = inModule ? (node) => context.report({ node, messageId: 'computed' }) : undefined;
    return visitImports((node, source) => {
      if (!source.startsWith('.')) return;
      const target = locate(root, path.resolve(path.dirname(context.filename), source));
      if (inModule && HOST_LAYER.test(target.rel)) {
        context.report({ node, messageId: 'host', data: { source } });
        return;
      }
      if (!target.module || target.module === from.module) return;
      if (from.rel === COMPOSITION) {
        if (!MANIFEST.test(target.inner ?? '')) context.report({ node, messageId: 'composition', data: { source } });
        return;
      }
      if (INFRA.test(from.rel)) {
        const layer = from.rel.startsWith('locales/') ? "the host's catalogue (locales/)" : from.rel.split('/').slice(0, 2).join('/');
        context.report({ node, messageId: 'infra', data: { source, layer } });
        return;
      }
      const inner = target.inner ?? '';
      const data = { source, target: target.module };
      if (!from.module) {
        if (!HOST_ENTRIES.test(inner)) context.report({ node, messageId: 'internal', data });
        return;
      }
      const allowed = dependencies[from.module];
      if (allowed && !allowed.includes(target.module) && !TEST_FILE.test(from.inner)) {
        const list = allowed.length ? `only ${allowed.map((m) => `'${m}'`).join(', ')}` : 'no other module';
        context.report({ node, messageId: 'direction', data: { ...data, module: from.module, allowed: list } });
        return;
      }
      // A module's tests may build fixtures with another module's test support (never shipped either side).
      if (TEST_FILE.test(from.inner) && TEST_FILE.test(inner) && !/\.test\.tsx?$/.test(inner)) return;
      const client = CLIENT_FILE.test(from.rel);
      if (client && MODULE_ENTRY.test(inner)) context.report({ node, messageId: 'client', data });
      else if (!(client ? CLIENT_ENTRY : PUBLIC_ENTRY).test(inner)) context.report({ node, messageId: 'internal', data });
    }, computed);
  },
};

/** Module → modules it imports, read from the files on disk once per lint run (and per root). */
const graphs = new Map();
const IMPORT_RE = /(?:from\s+|import\s*\(\s*)['"]([^'"]+)['"]/g;

function moduleGraph(root) {
  if (graphs.has(root)) return graphs.get(root);
  const graph = new Map();
  const modulesDir = path.join(root, 'modules');
  const names = fs.existsSync(modulesDir)
    ? fs.readdirSync(modulesDir).filter((n) => fs.statSync(path.join(modulesDir, n)).isDirectory())
    : [];
  for (const name of names) {
    const edges = new Set();
    const walk = (dir) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.(?:ts|tsx|js)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
          for (const match of fs.readFileSync(full, 'utf8').matchAll(IMPORT_RE)) {
            const spec = match[1];
            if (!spec.startsWith('.')) continue;
            const target = locate(root, path.resolve(dir, spec));
            if (target.module && target.module !== name) edges.add(target.module);
          }
        }
      }
    };
    walk(path.join(modulesDir, name));
    graph.set(name, edges);
  }
  graphs.set(root, graph);
  return graph;
}

/** A path of modules from `start` back to `goal`, or null. */
function pathBetween(graph, start, goal, seen = new Set()) {
  if (start === goal) return [goal];
  if (seen.has(start)) return null;
  seen.add(start);
  for (const next of graph.get(start) ?? []) {
    const rest = pathBetween(graph, next, goal, seen);
    if (rest) return [start, ...rest];
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const noCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'no import cycles between modules' },
    messages: { cycle: "'{{source}}' closes an import cycle between modules: {{cycle}}." },
    schema: [rootOption],
  },
  create(context) {
    const root = rootOf(context);
    const from = locate(root, context.filename);
    if (!from.module || /\.test\.tsx?$/.test(from.rel)) return {};
    return visitImports((node, source) => {
      if (!source.startsWith('.')) return;
      const target = locate(root, path.resolve(path.dirname(context.filename), source));
      if (!target.module || target.module === from.module) return;
      const back = pathBetween(moduleGraph(root), target.module, from.module);
      if (back) context.report({ node, messageId: 'cycle', data: { source, cycle: [from.module, ...back].join(' → ') } });
    });
  },
};

const ORM_ALLOWED = [
  /^modules\/[^/]+\/entities(?:\.ts|\/)/,
  /^modules\/[^/]+\/data\//,
  /^modules\/[^/]+\/seed(?:\.ts|\/)/,
  /^modules\/[^/]+\/tests\//,
  /^migrations\//,
  /^src\/db\//,
  /^src\/host\/middleware\/orm-context\.ts$/,
  /^scripts\//,
  /^tests\//,
  /\.test\.tsx?$/,
];

/** @type {import('eslint').Rule.RuleModule} */
const ormConfinement = {
  meta: {
    type: 'problem',
    docs: { description: '@mikro-orm is imported only by entities, repositories, migrations, seeds and the database layer' },
    messages: {
      orm: "'{{source}}': only entities, data/ repositories, migrations and seeds import MikroORM; use a repository and its DTOs.",
    },
    schema: [rootOption],
  },
  create(context) {
    const from = locate(rootOf(context), context.filename);
    if (ORM_ALLOWED.some((re) => re.test(from.rel))) return {};
    return visitImports((node, source) => {
      if (source.startsWith('@mikro-orm/')) context.report({ node, messageId: 'orm', data: { source } });
    });
  },
};

export default { rules: { 'module-boundaries': boundaries, 'no-module-cycles': noCycles, 'orm-confinement': ormConfinement } };
