// Lint for the whole project: typescript-eslint's type-checked rules, React's hooks rules, and the import
// boundaries of the architecture (shared code imports neither side; the client sees the server only as the
// AppRouter type; components never import screens or the app shell).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const serverFromClient = {
  group: ['**/server/**', '!**/server/appRouter'],
  message: 'The client sees the server only as the AppRouter type (import type from server/appRouter).',
};
// Types of what the server answers come from the router (lib/types.ts's RouterOutput), never from its services.
const appRouterTypeOnly = { group: ['**/server/appRouter'], allowTypeImports: true, message: serverFromClient.message };

// ---- Layout (#31): no import cycles, and the server's feature boundaries -------------------------------------------
// The server is by feature (src/server/features/<f>/). The convention:
//   - the files at a feature folder's root are its public modules: other features, the core and the tests may import
//     them; files under <f>/internal/ are private to that feature;
//   - router files (router.ts, *Router.ts) are composed only by src/server/appRouter.ts, so no feature reaches into
//     another's procedures and every wire path is declared in one place;
//   - raw HTTP routes (*Route.ts) and background jobs (job.ts) are wired only by the core (http.ts, main.ts);
//   - the kernel (src/server/lib) and the engine (src/server/engine) never import a feature, and the engine never
//     imports the kernel: the dependencies point features -> lib -> engine.
// tests/, bench/ and scripts/ may import any module. Cycles count runtime imports (import-x skips `import type`).
const features = readdirSync(new URL('src/server/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const outsideServerCore = (...core) => ['./src/server/*/**', `./src/server/!(${core.join('|')}).ts`];
const layoutZones = [
  {
    target: ['./src/server/lib', './src/server/engine'],
    from: './src/server/features',
    message: 'The kernel and the engine never import a feature; a feature imports them.',
  },
  {
    target: './src/server/engine',
    from: './src/server/lib',
    message: 'The engine never imports the kernel (src/server/lib): the kernel imports the engine.',
  },
  {
    target: outsideServerCore('appRouter'),
    from: ['./src/server/features/**/router.ts', './src/server/features/**/*Router.ts'],
    message: "Router files are composed only in src/server/appRouter.ts; import the feature's public modules instead.",
  },
  {
    target: outsideServerCore('http', 'main'),
    from: ['./src/server/features/**/*Route.ts', './src/server/features/**/job.ts'],
    message: 'Raw HTTP routes and jobs are wired only by src/server/http.ts and main.ts.',
  },
  ...features.map((f) => ({
    target: ['./src/!(server)/**', './src/server/!(features)/**', './src/server/*.ts', `./src/server/features/!(${f})/**`],
    from: `./src/server/features/${f}/internal`,
    message: `Files under features/${f}/internal/ are private to that feature; import its public modules.`,
  })),
];
// Client screens: each screen under src/client/routes/<screen>/ imports only itself, components/, lib/, offline/ and
// src/shared; what two screens share moves to components/ or lib/ (as bulletproof-react's features). The zones are
// listed from the folder, so a new screen is fenced without editing this file.
const screenZones = [
  ...readdirSync(new URL('src/client/routes', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((screen) => ({
      target: `./src/client/routes/${screen.name}`,
      from: './src/client/routes',
      except: [`./${screen.name}`],
      message: 'A screen never imports another screen: move what they share to components/ or lib/.',
    })),
  { target: './src/client/routes', from: './src/client/app', message: 'Screens never import the app shell.' },
];
const layoutLint = [
  {
    files: ['src/**/*.{ts,tsx}', 'db/**/*.ts', 'scripts/**/*.{ts,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these import-x parses no .ts module it follows, and no-cycle finds nothing.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      // A cycle cannot pass through a package; not following them saves parsing node_modules.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: [...layoutZones, ...screenZones] }],
    },
  },
];
// ---- end of the layout lint ---------------------------------------------------------------------------------------

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'db/migrations/**', 'public/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // React event props take async handlers by design (a form's onSubmit awaiting a mutation).
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { ...tseslint.configs.disableTypeChecked.languageOptions, globals: { ...globals.node } },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The classic hooks rules; the React Compiler's rules (refs, effects) wait until the compiler is adopted.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [serverFromClient, appRouterTypeOnly] }],
    },
  },
  {
    files: ['src/client/components/**', 'src/client/lib/**', 'src/client/offline/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            serverFromClient,
            appRouterTypeOnly,
            { group: ['**/routes/**', '**/app/**'], message: 'Shared client code never imports screens or the app shell.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**', '**/client/**'], message: 'src/shared imports neither side.' }] },
      ],
    },
  },
  {
    // Services speak the domain (lib/domainError.ts); only routers and raw HTTP routes know the transport (#31).
    files: ['src/server/features/**/*.ts', 'src/server/lib/**/*.ts'],
    ignores: ['**/router.ts', '**/*Router.ts', '**/*Route.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@trpc/server', message: 'Services throw DomainError; the edge (refusals.ts) maps it to tRPC.' }],
          patterns: [
            {
              group: ['**/trpc', '**/rest', '**/http', 'fastify', 'fastify/*'],
              message: 'Services never import the transport: a router or a *Route.ts file calls them.',
            },
          ],
        },
      ],
    },
  },
  ...layoutLint,
);
