// The portal's version: the one in apps/api/package.json, which every package of the repository
// shares and CHANGELOG.md names (test/releases.test.ts holds them together). Read from the file
// beside src/ and dist/ alike, so the build and the source report the same.
import fs from 'node:fs';

const manifest = JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export const APP_VERSION = manifest.version;
