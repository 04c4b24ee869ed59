import { readFileSync } from 'node:fs';

/**
 * The V8 flags `npm start` gives the server (package.json `config.serverFlags`), so the tests and the benchmark
 * run it exactly as production does. They bound the heap: with V8's defaults the server's RSS reached 300 MB
 * under 100 connections, mostly garbage promoted while requests queued; see docs/performance.md.
 */
export function serverFlags(): string[] {
  return words(config().serverFlags);
}

/**
 * The environment `npm start` gives the server (`config.serverEnv`, NAME=value pairs). MALLOC_ARENA_MAX=2: glibc
 * otherwise gives each thread that allocates (the zlib and SQLite work on libuv's pool) an arena of its own and keeps
 * what it freed there; the student mix peaked 50 MB lower with two (decision 094).
 */
export function serverEnv(): Record<string, string> {
  return Object.fromEntries(words(config().serverEnv).map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
}

const words = (s: string | undefined) => (s ?? '').split(/\s+/).filter(Boolean);

function config(): { serverFlags?: string; serverEnv?: string } {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    config?: { serverFlags?: string; serverEnv?: string };
  };
  return pkg.config ?? {};
}
