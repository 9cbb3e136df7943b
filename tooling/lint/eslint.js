// The one ESLint setup for the monorepo. The root eslint.config.js calls
// `courtside(root)`; every rule the codebase promises (see ARCHITECTURE.md)
// that a tool can check is checked here.
import { readdirSync } from 'node:fs';
import path from 'node:path';

import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import { importCycles } from './import-cycles.js';
import { courtsidePlugin } from './no-issue-references.js';

const TS = ['**/*.ts', '**/*.tsx', '**/*.mts'];
const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/test/**', '**/bench/**'];

// The source trees checked for import cycles.
const CYCLE_FREE = [
  'apps/api/src/**/*.{ts,tsx}',
  'apps/web/src/**/*.{ts,tsx}',
  'packages/contracts/src/**/*.ts',
];

const subfolders = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * Which folder may import which. Web: the generic kit (components, lib) never
 * imports a domain, a feature or the app shell; a domain (domains/<name>: the
 * payment steps, court closures, the scoresheet, the cart, the roster) never
 * imports a feature or the app shell; features never import each other (code
 * flows kit -> domains -> features -> app). API: a module reaches another
 * module only through that module's face, `index.ts`; the machinery (lib, plugins, db, config,
 * emails) imports no module.
 */
function boundaries(root) {
  const features = path.join(root, 'apps/web/src/features');
  const webSrc = path.join(root, 'apps/web/src');
  const api = path.join(root, 'apps/api/src');
  const modules = path.join(api, 'modules');
  const zones = [
    ...subfolders(features).map((feature) => ({
      target: path.join(features, feature),
      from: features,
      except: [`./${feature}`],
      message: 'A web feature never imports another feature: move what both need to components/ or lib/.',
    })),
    ...['components', 'lib'].map((shared) => ({
      target: path.join(webSrc, shared),
      from: [path.join(webSrc, 'domains'), path.join(webSrc, 'features'), path.join(webSrc, 'app')],
      message: 'The generic web kit never imports a domain, a feature or the app shell.',
    })),
    {
      target: path.join(webSrc, 'domains'),
      from: [path.join(webSrc, 'features'), path.join(webSrc, 'app')],
      message: 'A web domain never imports a feature or the app shell; features and the app import domains.',
    },
    {
      target: path.join(webSrc, 'features'),
      from: path.join(webSrc, 'app'),
      message: 'A feature never imports the app shell; the app imports features.',
    },
    ...subfolders(modules).map((module) => ({
      target: path.join(modules, module),
      from: path.join(modules, '*/**'),
      except: [path.join(modules, module, '**'), path.join(modules, '*/index.ts')],
      message: 'An API module uses another module only through its face, modules/<area>/index.ts.',
    })),
    {
      target: ['lib', 'plugins', 'db', 'config', 'emails'].map((dir) => path.join(api, dir)),
      from: modules,
      message: 'The machinery imports no module: the module registers what it needs (see app.ts).',
    },
    {
      target: ['app.ts', 'server.ts', 'job-specs.ts', 'wiring.ts', 'seed', 'cli'].map((file) =>
        path.join(api, file),
      ),
      from: path.join(modules, '*/**'),
      except: [path.join(modules, '*/index.ts')],
      message: 'The wiring uses a module only through its face, modules/<area>/index.ts.',
    },
  ];
  return zones;
}

/** @param {string} root the repository root, where the tsconfig files are found */
export function courtside(root) {
  return tseslint.config(
    {
      ignores: [
        '**/node_modules/**',
        '**/dist/**',
        '**/generated/**',
        '**/.turbo/**',
        '**/coverage/**',
        '**/.data/**',
      ],
    },
    js.configs.recommended,
    // Prettier owns the layout; this rule would fight its line breaks.
    { rules: { 'no-unexpected-multiline': 'off' } },
    {
      files: TS,
      extends: [tseslint.configs.recommendedTypeChecked],
      languageOptions: {
        parserOptions: { projectService: true, tsconfigRootDir: root },
      },
      rules: {
        '@typescript-eslint/no-unused-vars': [
          'error',
          { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
        ],
        // A variable set once by start-up and read by a shutdown closure stays `let`.
        'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
        '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
        // Fastify plugins and the gateway interface are async by contract,
        // whether or not a given implementation awaits anything.
        '@typescript-eslint/require-await': 'off',
        '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      },
    },
    {
      // Tests read answers as the wire gives them (supertest's body is
      // untyped) and assert on them; production code parses every answer
      // with the contracts instead.
      files: TESTS,
      rules: {
        '@typescript-eslint/no-unsafe-member-access': 'off',
        '@typescript-eslint/no-unsafe-assignment': 'off',
        '@typescript-eslint/no-unsafe-argument': 'off',
        '@typescript-eslint/no-unsafe-call': 'off',
        '@typescript-eslint/no-unsafe-return': 'off',
      },
    },
    {
      files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
      extends: [tseslint.configs.disableTypeChecked],
      languageOptions: { globals: { ...globals.node } },
    },
    {
      files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts'],
      languageOptions: { globals: { ...globals.browser } },
      plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
      rules: {
        // The two rules of hooks. The React Compiler's own rules (set-state-in-effect,
        // refs, ...) wait until the app is built with the compiler.
        'react-hooks/rules-of-hooks': 'error',
        'react-hooks/exhaustive-deps': 'error',
        ...jsxA11y.flatConfigs.recommended.rules,
        // MUI components take autoFocus for a dialog's first action or a form's
        // first field, where the form puts focus on opening; plain DOM elements may not.
        'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
      },
    },
    {
      // Web code types a value where it is made (a zod schema's output, a generic), never by
      // forcing it through unknown: that cast hides a wrong type from the checker.
      files: ['apps/web/src/**/*.ts', 'apps/web/src/**/*.tsx'],
      ignores: TESTS,
      rules: {
        'no-restricted-syntax': [
          'error',
          {
            selector:
              "TSAsExpression[expression.type='TSAsExpression'][expression.typeAnnotation.type='TSUnknownKeyword']",
            message:
              'Type the value where it is made (formValues/formOf for a form) instead of `as unknown as`.',
          },
        ],
      },
    },
    {
      files: ['apps/**/*.ts', 'apps/**/*.tsx'],
      ignores: TESTS,
      plugins: { 'import-x': importX },
      settings: {
        'import-x/resolver-next': [
          createTypeScriptImportResolver({
            project: [path.join(root, 'apps/api/tsconfig.json'), path.join(root, 'apps/web/tsconfig.json')],
            noWarnOnMultipleProjects: true,
          }),
        ],
      },
      rules: {
        'import-x/no-restricted-paths': ['error', { zones: boundaries(root) }],
        'import-x/no-duplicates': ['error', { 'prefer-inline': true }],
      },
    },
    {
      // Imports run one way: no file imports itself round a circle, no API module another that
      // imports it back.
      files: CYCLE_FREE,
      ignores: ['**/*.test.ts', '**/*.test.tsx'],
      plugins: { structure: importCycles },
      rules: { 'structure/no-import-cycle': ['error', { repo: root }] },
    },
    {
      // A source file has one job; past 600 lines it has several. Seed data is data.
      files: [
        'apps/**/*.ts',
        'apps/**/*.tsx',
        'packages/**/*.ts',
        'tooling/**/*.js',
        'tests/e2e/src/**/*.ts',
      ],
      ignores: ['**/*.test.ts', '**/*.test.tsx', '**/*.e2e.ts', '**/test/**', 'apps/api/src/seed/**'],
      rules: { 'max-lines': ['error', { max: 600 }] },
    },
    {
      // Configuration is read and validated in one place.
      files: ['apps/api/src/**/*.ts'],
      ignores: ['apps/api/src/config/env.ts'],
      rules: {
        'no-restricted-properties': [
          'error',
          {
            object: 'process',
            property: 'env',
            message: 'Read settings from config/env.ts, the only reader of process.env.',
          },
        ],
      },
    },
    {
      // Code and comments state the rule itself, never a reference a reader cannot look up
      // (an issue number: no-issue-references.js).
      files: ['apps/**', 'packages/**', 'tooling/**', 'tests/**'],
      ignores: ['tooling/lint/no-issue-references.js', 'tooling/lint/test/rules.test.js'],
      plugins: { courtside: courtsidePlugin },
      rules: { 'courtside/no-issue-references': 'error' },
    },
  );
}
