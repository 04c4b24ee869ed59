import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  plugins: [
    react(),
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
        theme_color: '#0f766e',
        background_color: '#fafafa',
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
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/trpc': 'http://localhost:3000' },
  },
});
