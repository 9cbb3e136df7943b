// The resolve hook of without-dev-dependencies.mjs.
import fs from 'node:fs';

const manifest = (url) => JSON.parse(fs.readFileSync(new URL(url, import.meta.url), 'utf8'));
const api = manifest('../../package.json');
const root = manifest('../../../../package.json');
const production = new Set(Object.keys(api.dependencies ?? {}));
const devOnly = new Set(
  [...Object.keys(api.devDependencies ?? {}), ...Object.keys(root.devDependencies ?? {})].filter(
    (name) => !production.has(name),
  ),
);

/** `@scope/name/sub` -> `@scope/name`; `name/sub` -> `name`. */
const packageOf = (specifier) => {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
};

/** Our own code; a package in node_modules brings its own dependencies, which the image installs. */
const fromOurCode = (parentURL) => !parentURL?.includes('/node_modules/');

export async function resolve(specifier, context, next) {
  if (fromOurCode(context.parentURL) && devOnly.has(packageOf(specifier)))
    throw new Error(`${specifier} is a dev dependency: the production image does not have it`);
  return next(specifier, context);
}
