// Page weight: the JavaScript a screen's first load fetches, gzipped (level 9), from the built client's
// manifest: the entry and its static imports, the screen's chunk and its static imports, and for every
// screen but the landing page the AppLayout chunk (Chakra, TanStack Query) that such a screen loads first.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
  css?: string[];
}

export interface PageWeight {
  page: string;
  files: number;
  jsBytes: number;
  jsGzip: number;
  cssGzip: number;
}

export const SCREENS: Record<string, { chunk: string; appLayout: boolean }> = {
  landing: { chunk: 'src/client/routes/landing/LandingPage.tsx', appLayout: false },
  dashboard: { chunk: 'src/client/routes/dashboard/DashboardPage.tsx', appLayout: true },
  quiz: { chunk: 'src/client/routes/quiz/QuizPage.tsx', appLayout: true },
};

export function pageWeights(dist = join(process.cwd(), 'dist/client')): { builtAt: string; pages: PageWeight[] } | null {
  const manifestPath = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>;
  const gz = new Map<string, { raw: number; gz: number }>();
  const size = (file: string) => {
    let s = gz.get(file);
    if (!s) {
      const bytes = readFileSync(join(dist, file));
      s = { raw: bytes.length, gz: gzipSync(bytes, { level: 9 }).length };
      gz.set(file, s);
    }
    return s;
  };
  const pages: PageWeight[] = [];
  for (const [page, screen] of Object.entries(SCREENS)) {
    const files = new Set<string>();
    const css = new Set<string>();
    const walk = (key: string) => {
      const c = manifest[key];
      if (!c) throw new Error(`manifest has no ${key}`);
      if (files.has(c.file)) return;
      files.add(c.file);
      for (const f of c.css ?? []) css.add(f);
      for (const i of c.imports ?? []) walk(i);
    };
    walk('index.html');
    walk(screen.chunk);
    if (screen.appLayout) walk('src/client/app/AppLayout.tsx');
    const js = [...files].filter((f) => f.endsWith('.js'));
    pages.push({
      page,
      files: js.length,
      jsBytes: js.reduce((s, f) => s + size(f).raw, 0),
      jsGzip: js.reduce((s, f) => s + size(f).gz, 0),
      cssGzip: [...css].reduce((s, f) => s + size(f).gz, 0),
    });
  }
  return { builtAt: statSync(manifestPath).mtime.toISOString(), pages };
}
