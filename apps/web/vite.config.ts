import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Writes a brotli (.br) and a gzip (.gz) copy next to every text asset of the build, at the
 * highest levels, once. The API sends them as they are (@fastify/static preCompressed), so
 * phones download about a third of the bytes without the server compressing on each request.
 */
function precompress(): Plugin {
  return {
    name: 'courtside-precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    writeBundle(options, bundle) {
      for (const file of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(file)) continue;
        const full = path.join(options.dir ?? 'dist', file);
        const data = fs.readFileSync(full);
        if (data.length < 1024) continue;
        fs.writeFileSync(
          `${full}.br`,
          brotliCompressSync(data, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
          }),
        );
        fs.writeFileSync(`${full}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

/**
 * A screen's lazy import preloads the chunks it needs (Vite's modulePreload), listed in the
 * entry chunk. The chunks the entry itself imports are loaded before any screen is asked
 * for, so listing them again for every screen only adds bytes to the first download: they
 * are left out (resolveDependencies below). The entry's imports are read from the bundle
 * before Vite writes the lists.
 */
function entryChunks() {
  const loaded = new Set<string>();
  const plugin: Plugin = {
    name: 'courtside-entry-chunks',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        loaded.clear();
        const visit = (file: string) => {
          const chunk = bundle[file];
          if (loaded.has(file) || chunk?.type !== 'chunk') return;
          loaded.add(file);
          chunk.imports.forEach(visit);
        };
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName);
      },
    },
  };
  return { plugin, notLoaded: (deps: string[]) => deps.filter((dep) => !loaded.has(dep)) };
}
const entry = entryChunks();

// In development the API runs on :3000; in production the API serves this build itself.
// `vite build --ssr src/entry-server.tsx` (the build script's second step) writes the
// server-side renderer to dist/.ssr/, self-contained (its packages bundled in) so the API
// loads one file; the dot keeps it out of the files the API serves.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), precompress(), entry.plugin],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  ssr: { noExternal: true },
  build: isSsrBuild
    ? {
        target: 'node20',
        outDir: 'dist/.ssr',
        sourcemap: false,
        rolldownOptions: { output: { entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' } },
      }
    : {
        target: 'es2022',
        sourcemap: false,
        modulePreload: { resolveDependencies: (_file: string, deps: string[]) => entry.notLoaded(deps) },
        // dist/.vite/manifest.json: which chunks each route loads (scripts/route-size.mjs checks their size).
        manifest: true,
        rolldownOptions: {
          // The code every page loads (`$initial`: what the entry imports statically) in two chunks:
          // its packages (React, MUI's core, react-router, zod, TanStack Query, ...), which a release
          // changing only the app leaves cached, and the app's own, the entry. Left to itself the
          // bundler splits it into a dozen chunks, as the screens import parts of it too; but every
          // page loads all of them before any screen, so apart they only cost each first visit about
          // 5 kB gzip (file headers, import lists, preload names, and gzip starting afresh on each
          // file). The screens keep their lazy chunks and import what they share from these two. One
          // package moves in from the Stripe card form's chunk: prop-types' shims (2 kB before
          // minifying), which MUI imports for its development checks and the card form uses.
          output: {
            codeSplitting: {
              groups: [
                { name: 'vendor', tags: ['$initial'], test: /[\\/]node_modules[\\/]/, priority: 2 },
                { name: 'index', tags: ['$initial'], priority: 1 },
              ],
            },
          },
          // hoist-non-react-statics (and the react-is 16 it requires) is only used by emotion's
          // withTheme, which the app never calls, but it declares no `sideEffects`, so its unused copy
          // sat in every first download (about 1 kB gzip).
          treeshake: {
            moduleSideEffects: [
              { test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
            ],
          },
        },
      },
}));
