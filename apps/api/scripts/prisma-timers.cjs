// Preloaded into the Prisma CLI (scripts/prisma.mjs). The WebAssembly schema engine starts a
// 10-second timer during `migrate deploy` and never clears it, so the CLI sat idle for ten
// seconds after "All migrations have been successfully applied" before it exited: every
// server start, and every test database, paid for it. That timer no longer keeps the process
// alive. Work the engine is still doing holds its own database socket open, and
// migrateDatabase (src/db/postgres.ts) checks afterwards that every migration was applied.
'use strict';
const setTimeoutOf = global.setTimeout;
global.setTimeout = function setTimeoutUnlessEngineIdle(callback, ms, ...args) {
  const timer = setTimeoutOf.call(this, callback, ms, ...args);
  if (ms >= 10_000 && /wasm-function/.test(new Error().stack ?? '')) timer.unref();
  return timer;
};
