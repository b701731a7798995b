/**
 * The `careerforge/boundaries` lint rule: the layer boundaries of the repository.
 *
 * Every import, re-export and dynamic import with a literal path is resolved to a location in
 * the repository: a relative path against the importing file, a workspace package name
 * (`@careerforge/engine`, `@careerforge/contract/constants`) to the package's folder. Then:
 * - `zones`: a file inside one of `target` may not import anything inside one of `from`;
 * - `features`: a file under `featureImporters` that is not itself inside feature F may import
 *   F only through its index (`features/F` or `features/F/index`), never a file inside it.
 * - `modules`: a file of the server outside module M may import M only through its public
 *   service (`modules/M/service`), never its routes, repository or any other file of it
 *   (the composition roots listed in `moduleRegistries`, which register every module's routes,
 *   are the exception).
 *
 * Path arithmetic only, no file system and no module resolver: the rule needs to know where an
 * import points, not whether the file exists (the typecheck answers that).
 */
import path from 'node:path';

const inside = (file, dir) => {
  const rel = path.relative(dir, file);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
};

const withoutExtension = (name) => name.replace(/\.(?:[cm]?[jt]sx?|json)$/, '');

/** Where a specifier points, as an absolute path; null for a package that is not ours. */
function locate(specifier, fromFile, root, packages) {
  if (specifier.startsWith('.') || path.isAbsolute(specifier)) {
    return path.resolve(path.dirname(fromFile), specifier);
  }
  for (const [name, dir] of Object.entries(packages)) {
    if (specifier === name || specifier.startsWith(`${name}/`)) {
      return path.join(root, dir, specifier.slice(name.length));
    }
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports follow the layer boundaries of the repository.' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          packages: { type: 'object', additionalProperties: { type: 'string' } },
          features: { type: 'string' },
          modules: { type: 'string' },
          moduleRegistries: { type: 'array', items: { type: 'string' } },
          moduleImporters: { type: 'array', items: { type: 'string' } },
          featureImporters: { type: 'array', items: { type: 'string' } },
          zones: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                target: { type: 'array', items: { type: 'string' } },
                from: { type: 'array', items: { type: 'string' } },
                message: { type: 'string' },
              },
              required: ['target', 'from', 'message'],
              additionalProperties: false,
            },
          },
        },
        required: ['root'],
        additionalProperties: false,
      },
    ],
    messages: {
      zone: '"{{specifier}}" crosses a layer boundary: {{message}}',
      featureInsides:
        '"{{specifier}}" reaches inside the {{feature}} feature; import its index.ts instead.',
      moduleInsides:
        '"{{specifier}}" reaches inside the {{module}} module; use its public service (modules/{{module}}/service) instead.',
    },
  },

  create(context) {
    const options = context.options[0];
    const root = options.root;
    const at = (dir) => path.join(root, dir);
    const file = context.filename;
    const packages = options.packages ?? {};
    const zones = (options.zones ?? []).filter((z) => z.target.some((t) => inside(file, at(t))));
    const featuresDir = options.features ? at(options.features) : null;
    const checksFeatures =
      featuresDir !== null && (options.featureImporters ?? []).some((d) => inside(file, at(d)));
    const ownFeature =
      featuresDir && inside(file, featuresDir)
        ? path.relative(featuresDir, file).split(path.sep)[0]
        : null;

    const modulesDir = options.modules ? at(options.modules) : null;
    const ownModule =
      modulesDir && inside(file, modulesDir)
        ? path.relative(modulesDir, file).split(path.sep)[0]
        : null;
    const checksModules =
      modulesDir !== null &&
      (options.moduleImporters ?? []).some((d) => inside(file, at(d))) &&
      !(options.moduleRegistries ?? []).some(
        (r) => withoutExtension(file) === withoutExtension(at(r)),
      );

    if (zones.length === 0 && !checksFeatures && !checksModules) return {};

    function check(node) {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const specifier = node.value;
      const target = locate(specifier, file, root, packages);
      if (!target) return;

      for (const zone of zones) {
        if (zone.from.some((f) => inside(target, at(f)))) {
          context.report({ node, messageId: 'zone', data: { specifier, message: zone.message } });
          return;
        }
      }

      if (checksModules && inside(target, modulesDir)) {
        const [module, ...rest] = path.relative(modulesDir, target).split(path.sep);
        if (module && rest.length && module !== ownModule) {
          const isService = rest.length === 1 && withoutExtension(rest[0]) === 'service';
          if (!isService)
            context.report({ node, messageId: 'moduleInsides', data: { specifier, module } });
        }
      }

      if (checksFeatures && inside(target, featuresDir)) {
        const [feature, ...rest] = path.relative(featuresDir, target).split(path.sep);
        if (!feature || feature === ownFeature) return;
        const isIndex =
          rest.length === 0 || (rest.length === 1 && withoutExtension(rest[0]) === 'index');
        if (!isIndex)
          context.report({ node, messageId: 'featureInsides', data: { specifier, feature } });
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { meta: { name: 'careerforge' }, rules: { boundaries } };
