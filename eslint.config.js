// Lint for the whole project: typescript-eslint's type-checked rules, React's hooks rules, and the import
// boundaries of the architecture (shared code imports neither side; the client sees the server only as the
// AppRouter type; components never import screens or the app shell).
import js from '@eslint/js';
import { readdirSync } from 'node:fs';
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
  // --- Client screens (#31): each screen under src/client/routes/<screen>/ imports only itself, components/, lib/,
  // offline/ and src/shared; what two screens share moves to components/ or lib/ (as bulletproof-react's
  // features). The zones are listed from the folder, so a new screen is fenced without editing this file.
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...readdirSync(new URL('src/client/routes', import.meta.url), { withFileTypes: true })
              .filter((entry) => entry.isDirectory())
              .map((screen) => ({
                target: `src/client/routes/${screen.name}`,
                from: 'src/client/routes',
                except: [`./${screen.name}`],
                message: 'A screen never imports another screen: move what they share to components/ or lib/.',
              })),
            { target: 'src/client/routes', from: 'src/client/app', message: 'Screens never import the app shell.' },
          ],
        },
      ],
    },
  },
  // --- end of client screens (#31)
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
);
