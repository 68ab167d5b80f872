import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Dependencies point one way (ARCHITECTURE, Layout): domain <- server, domain <- web. */
const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'apps/server/drizzle/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', { selector: 'TSEnumDeclaration', message: 'Use an `as const` union.' }],
    },
  },
  {
    files: ['packages/domain/**'],
    rules: restrict([
      { group: ['@contact/server*', '@contact/web*', '**/apps/**'], message: 'domain imports nothing of the apps.' },
      {
        group: ['node:*', 'fs', 'path', 'pg', 'drizzle-orm*', 'fastify*', 'react*'],
        message: 'domain is pure: no I/O, no framework.',
      },
    ]),
  },
  {
    files: ['apps/web/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict([
        { group: ['@contact/server*', '**/apps/server/**', '**/server/src/**'], message: 'web never imports server.' },
      ]),
    },
  },
  {
    // A feature never reaches into a sibling feature; shared pieces live in ui/, api/ or app/.
    files: ['apps/web/src/features/**'],
    rules: restrict([
      { group: ['@contact/server*', '**/apps/server/**', '**/server/src/**'], message: 'web never imports server.' },
      { regex: '^\\.\\./(?!\\.)[^/]+/', message: 'Import a sibling feature through app/ instead.' },
      { regex: '/features/', message: 'Import a sibling feature through app/ instead.' },
    ]),
  },
  {
    files: ['apps/server/**'],
    rules: restrict([
      { group: ['@contact/web*', '**/apps/web/**', '**/web/src/**'], message: 'server never imports web.' },
    ]),
  },
  {
    files: ['apps/server/src/platform/**'],
    rules: restrict([
      { group: ['**/modules/**', '../modules/*'], message: 'platform never imports a module.' },
      { group: ['@contact/web*'], message: 'server never imports web.' },
    ]),
  },
  prettier,
);
