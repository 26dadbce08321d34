/**
 * Keeps the modular monolith honest (docs/decisions/0001-module-boundaries.md):
 * - a file in modules/<a>/ may import modules/<b>/ only through modules/<b>/index.ts;
 * - src/lib and src/ui know nothing of the domains: they never import modules/;
 * - the host (the rest of src/, scripts/, tests/) composes modules through their entry files
 *   only: index, pages, api, admin, entities, seed, and the cli/, bench/ and locales/ folders.
 */
import path from 'node:path';

const HOST_ENTRIES = /^(?:(?:index|pages|api|admin|entities|seed)(?:\.tsx?)?|(?:cli|bench|locales)\/.+)$/;
const MODULE_ENTRY = /^index(?:\.tsx?)?$/;

const root = path.resolve(import.meta.dirname, '../..');

function locate(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  const match = /^modules\/([^/]+)\/(.*)$/.exec(rel);
  return { rel, module: match ? match[1] : null, inner: match ? match[2] : null };
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'modules import each other only through their index.ts' },
    messages: {
      internal: "'{{source}}' reaches into module '{{target}}'; import from its index.ts (or, from the host, its entry files) instead.",
      upward: "'{{source}}': {{layer}} must not depend on domain modules.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = locate(file);
    function check(node) {
      const source = node.source && node.source.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = locate(path.resolve(path.dirname(file), source));
      if (!target.module) return;
      const layer = /^src\/(lib|ui)\//.exec(from.rel);
      if (layer) {
        context.report({ node, messageId: 'upward', data: { source, layer: `src/${layer[1]}` } });
        return;
      }
      if (target.module === from.module) return;
      const allowed = from.module ? MODULE_ENTRY : HOST_ENTRIES;
      if (!allowed.test(target.inner ?? '')) {
        context.report({ node, messageId: 'internal', data: { source, target: target.module } });
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression(node) {
        if (node.source.type === 'Literal') check({ source: node.source, ...node });
      },
    };
  },
};

export default { rules: { 'module-boundaries': rule } };
