// Writes dist/client/landing.html: index.html with the landing page prerendered into #root and the shell's and
// landing page's styles inlined, so the first paint of `/` (its largest text is the hero heading) needs neither
// a stylesheet request nor the JavaScript. The server sends it for `/` only (src/server/http.ts); other routes
// and the service worker keep the empty index.html. Nothing from the database is rendered: the counts show
// their placeholders until the app fetches them.
import react from '@vitejs/plugin-react';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const client = 'dist/client';
// Inside the project, so the bundle's imports of react and friends resolve from node_modules.
const out = 'dist/prerender';
try {
  await build({
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { ssr: 'src/client/prerender.tsx', outDir: out, emptyOutDir: true },
  });
  const { renderLanding } = await import(pathToFileURL(join(out, 'prerender.js')).href);
  const body = await renderLanding();

  const manifest = JSON.parse(readFileSync(join(client, '.vite/manifest.json'), 'utf8'));
  const css = [...(manifest['index.html'].css ?? []), ...(manifest['src/client/routes/landing/LandingPage.tsx'].css ?? [])];
  const styles = css.map((f) => readFileSync(join(client, f), 'utf8')).join('\n');

  let html = readFileSync(join(client, 'index.html'), 'utf8');
  // The entry's stylesheet is inlined rather than linked (CSP allows inline styles, not inline scripts).
  html = html.replace(/\s*<link rel="stylesheet"[^>]*>/g, '');
  html = html.replace('</head>', `  <style>${styles}</style>\n  </head>`);
  if (!html.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  html = html.replace('<div id="root"></div>', `<div id="root">${body}</div>`);
  writeFileSync(join(client, 'landing.html'), html);
  console.log(
    `prerendered / into ${client}/landing.html (${(html.length / 1024).toFixed(1)} KB, ${(styles.length / 1024).toFixed(1)} KB of inlined CSS)`,
  );
} finally {
  rmSync(out, { recursive: true, force: true });
}
