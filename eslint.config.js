// Lint for the whole project: typescript-eslint's type-checked rules, React's hooks rules, and the import
// boundaries of the architecture (shared code imports neither side; the client sees the server only as the
// AppRouter type; components never import screens or the app shell).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const serverFromClient = {
  group: ['**/server/**', '!**/server/appRouter'],
  message: 'The client sees the server only as the AppRouter type (import type from server/appRouter).',
};

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
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ ...serverFromClient, allowTypeImports: true }] }],
    },
  },
  {
    files: ['src/client/components/**', 'src/client/lib/**', 'src/client/offline/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { ...serverFromClient, allowTypeImports: true },
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
);
