// Kumo's module rules for packages/client/src (see docs/ARCHITECTURE.md, "Module rules"):
//  1. another module is imported only through its index.ts (no deep imports);
//  2. a module imports only modules of a lower layer, so no cycle between modules can form.
//  3. only app/ may load a page, even with `import()` (the route table is the app's): so no module
//     below the pages can reach one, and no import circle runs through the pages.
// Other dynamic `import()`s are how code is split (tools loaded on first use) and are not checked.
// Hand-written because the rule is Kumo's layer table itself: eslint-plugin-boundaries checks
// element types and entry points but not cycles between folders, and a table of layers does both.
import path from 'node:path';

/** The module a file belongs to: `src/<module>/…`, or `pages/<area>` for a page area. */
function moduleOf(file, srcRoot) {
  const rel = path.relative(srcRoot, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const parts = rel.split(path.sep);
  if (parts.length === 1) return { name: '(entry)', dir: srcRoot };
  if (parts[0] === 'pages' && parts.length > 2)
    return { name: `pages/${parts[1]}`, dir: path.join(srcRoot, 'pages', parts[1]) };
  return { name: parts[0], dir: path.join(srcRoot, parts[0]) };
}

function resolveSource(source, file, srcRoot) {
  if (source.startsWith('@/')) return path.join(srcRoot, source.slice(2));
  if (source.startsWith('.')) return path.resolve(path.dirname(file), source);
  return null; // a package
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Imports between client modules go through index.ts and down the layer table' },
    schema: [
      {
        type: 'object',
        properties: {
          srcRoot: { type: 'string' },
          layers: { type: 'array', items: { type: 'array', items: { type: 'string' } } },
        },
        required: ['srcRoot', 'layers'],
      },
    ],
    messages: {
      deep: "'{{source}}' reaches inside module '{{target}}': import it from '@/{{target}}/index.ts'.",
      upward:
        "Module '{{from}}' (layer {{fromLayer}}) may not import '{{target}}' (layer {{toLayer}}): a module imports only lower layers.",
      unknown: "Module '{{name}}' is not in the layer table of eslint.config.js.",
      page: "Only app/ loads pages ('{{source}}'): a page is reached through the route table (app/routes.ts).",
    },
  },
  create(context) {
    const { srcRoot: root, layers } = context.options[0];
    const srcRoot = path.resolve(root);
    const layerOf = new Map();
    layers.forEach((names, i) => names.forEach((n) => layerOf.set(n, i)));
    const layer = (name) =>
      layerOf.get(name) ?? layerOf.get(name.startsWith('pages/') ? 'pages/*' : '') ?? null;
    const file = context.filename;
    const from = moduleOf(file, srcRoot);
    if (!from || from.name === '(entry)') return {};
    if (layer(from.name) === null) {
      return {
        Program(node) {
          context.report({ node, messageId: 'unknown', data: { name: from.name } });
        },
      };
    }
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const target = resolveSource(source, file, srcRoot);
      if (!target) return;
      const to = moduleOf(target, srcRoot);
      if (!to || to.name === from.name) return;
      const inner = path.relative(to.dir, target);
      if (inner !== 'index.ts' && inner !== 'index.tsx' && inner !== '' && inner !== 'index') {
        context.report({ node: node.source, messageId: 'deep', data: { source, target: to.name } });
        return;
      }
      const fromLayer = layer(from.name);
      const toLayer = layer(to.name);
      if (toLayer === null || toLayer >= fromLayer)
        context.report({
          node: node.source,
          messageId: 'upward',
          data: { from: from.name, target: to.name, fromLayer, toLayer: toLayer ?? '?' },
        });
    };
    const checkDynamic = (node) => {
      const source = node.source?.type === 'Literal' ? node.source.value : null;
      if (typeof source !== 'string') return;
      const target = resolveSource(source, file, srcRoot);
      const to = target && moduleOf(target, srcRoot);
      if (to && to.name.startsWith('pages/') && to.name !== from.name && from.name !== 'app')
        context.report({ node: node.source, messageId: 'page', data: { source } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: checkDynamic,
    };
  },
};
