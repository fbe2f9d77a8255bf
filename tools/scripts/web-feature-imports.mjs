// How the SPA's features may import (rule `tessera/web-feature-imports`, set up in eslint.config.mjs):
//  - another feature only through its public face, `features/<name>/index.ts` (`../dashboard`, never
//    `../dashboard/dashboard.selectors`), so a feature can move its files without breaking its neighbours;
//  - nothing from `app/`: the composition root (store, root reducer, the list of features) sits above the
//    features, and routing (paths, route and home-section registries) sits below them in `src/routing/`.
// Specs are leaves and may reach into another feature to set a test up, as for the folder-cycle rule.
import path from 'node:path';

const SPEC = /\.(int-)?spec\.(ts|tsx)$/;
const FEATURE_FILE = /[\\/]apps[\\/]web[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/;
const INDEX = /^index(\.tsx?)?$/;

/** Where a relative specifier lands, as segments below `src/` (null when it leaves `src/`). */
function targetBelowSrc(srcRoot, fromFile, specifier) {
  const relative = path.relative(srcRoot, path.resolve(path.dirname(fromFile), specifier));
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative.split(path.sep);
}

/** @type {import('eslint').Rule.RuleModule} */
export const webFeatureImportsRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Web features import each other only through index.ts, and never import app/.' },
    messages: {
      deepImport: "Import feature '{{feature}}' through its index.ts ('{{entry}}'), not its file '{{specifier}}'.",
      appImport:
        "Features do not import app/ ('{{specifier}}'): routing lives in src/routing/, the store and root reducer above the features.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename ?? context.getFilename();
    const match = FEATURE_FILE.exec(file);
    if (!match || SPEC.test(file)) return {};
    const ownFeature = match[1];
    const srcRoot = file.slice(0, match.index) + path.join(path.sep, 'apps', 'web', 'src');

    const check = (node, source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const specifier = source.value;
      const target = targetBelowSrc(srcRoot, file, specifier);
      if (!target) return;
      if (target[0] === 'app') {
        context.report({ node, messageId: 'appImport', data: { specifier } });
        return;
      }
      if (target[0] !== 'features' || target.length < 2 || target[1] === ownFeature) return;
      const inner = target.slice(2);
      if (inner.length === 0 || (inner.length === 1 && INDEX.test(inner[0]))) return;
      const entry = specifier.slice(0, specifier.length - inner.join('/').length).replace(/\/$/, '');
      context.report({ node, messageId: 'deepImport', data: { feature: target[1], entry, specifier } });
    };

    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};
