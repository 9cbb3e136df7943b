// Loaded with `node --import` before an operator command: any import of a package that is only a
// dev dependency (of the API or the workspace root) fails, as it would in the production image,
// which installs production dependencies only. tsx is one of them.
import { register } from 'node:module';

register(new URL('./without-dev-dependencies.hooks.mjs', import.meta.url));
