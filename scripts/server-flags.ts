import { readFileSync } from 'node:fs';

/**
 * The V8 flags `npm start` gives the server (package.json `config.serverFlags`), so the tests and the benchmark
 * run it exactly as production does. They bound the heap: with V8's defaults the server's RSS reached 300 MB
 * under 100 connections, mostly garbage promoted while requests queued; see docs/performance.md.
 */
export function serverFlags(): string[] {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { config?: { serverFlags?: string } };
  return (pkg.config?.serverFlags ?? '').split(/\s+/).filter(Boolean);
}
