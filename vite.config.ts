import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { tokenCss } from './src/client/components/chakra/cssTokens';
import { tokenValue } from './src/client/components/chakra/theme';

/**
 * The Chakra theme's tokens as CSS custom properties in the head of index.html (and so of the prerendered landing
 * page): the hand-written CSS reads them there, with or without Chakra's JavaScript on the page.
 */
function designTokens(): Plugin {
  return {
    name: 'respira-design-tokens',
    transformIndexHtml: () => [
      { tag: 'style', attrs: { id: 'design-tokens' }, children: tokenCss(), injectTo: 'head-prepend' },
      { tag: 'meta', attrs: { name: 'theme-color', content: tokenValue('colors.brand.700') }, injectTo: 'head' },
    ],
  };
}

/** A module id under node_modules/<package>/ or of a source file src/<path>.ts(x), whichever the path separator. */
const inPackages = (...names: string[]) => new RegExp(String.raw`node_modules[\\/](${names.join('|')})[\\/]`);
const inSource = (...paths: string[]) => new RegExp(String.raw`src[\\/](${paths.join('|')})\.tsx?$`);

/**
 * Chunks by when they load rather than by which screens share them: left alone, Rolldown gives every module two
 * screens share a chunk of its own (the quiz's first load was 52 files, a tenth of them under 200 bytes gzipped),
 * and each file costs a request, its own gzip dictionary and a name in the entry's preload map.
 */
const chunkGroups = [
  // Everything the entry imports statically sits in the entry (React's core and JSX runtime were files of their own).
  { name: 'index', tags: ['$initial' as const], priority: 10 },
  // What every screen after the landing page loads first, with AppLayout: the typed client, TanStack Query, the guard.
  {
    name: 'layout',
    test: (id: string) =>
      inPackages('@trpc', '@tanstack', 'superjson', 'copy-anything', 'is-what').test(id) ||
      inSource('client/lib/(api|trpc|errors)', 'client/components/(RequireAuth|Toaster)').test(id),
    priority: 5,
  },
  // The exam facts and prices the landing page quotes, which the dashboard and the quiz also read: one small file.
  { name: 'facts', test: inSource('shared/(exams|examFormats|examFacts|pricing|plans)'), priority: 3 },
  // The layout primitives nearly every Chakra screen draws with.
  {
    name: 'primitives',
    test: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](box|flex|stack|container|grid|simple-grid|badge|button|skeleton|center|separator|wrap)[\\/]/,
    priority: 2,
  },
  // Chakra's theme with the parts' anatomies its recipes name: every Chakra screen loads it whole through ChakraRoot,
  // so the anatomies some components share need no files of their own.
  { name: 'theme', test: /anatomy|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]/, priority: 1 },
];

export default defineConfig({
  plugins: [
    react(),
    designTokens(),
    VitePWA({
      // The app registers the worker itself after load (src/client/offline/register.ts) and shows its own
      // "new version available" prompt, so nothing is injected into the landing page's critical path.
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['icons/apple-touch-icon.png'],
      manifest: {
        name: 'Respira',
        short_name: 'Respira',
        description:
          'NBRC TMC practice questions, timed CRT and RRT exam simulations and progress tracking for respiratory therapy students.',
        theme_color: tokenValue('colors.brand.700'),
        background_color: tokenValue('colors.gray.50'),
        display: 'standalone',
        start_url: '/',
        scope: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html}'],
        // Admin-only screens (the analytics charts alone are ~430 KB) are not worth every learner's
        // data plan; they load from the network as before.
        globIgnores: ['**/node_modules/**', '**/AnalyticsTab-*', '**/Admin*Page-*.js', '**/RealtimePage-*.js', '**/SuperAdminPage-*.js'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/trpc(\/|$)/],
        // No runtimeCaching: API answers are never cached by the worker. Only the shell is, and questions a
        // learner downloads on purpose live in IndexedDB (src/client/offline/).
        cleanupOutdatedCaches: true,
        // The first worker takes the open page at once, so its next lazy screen already comes from the
        // cache; later versions still wait for the learner's Reload (no skipWaiting).
        clientsClaim: true,
      },
    }),
  ],
  root: '.',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/trpc': 'http://localhost:3000' },
  },
});
