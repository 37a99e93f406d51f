// `npm run lint`: the recommended JavaScript and typescript-eslint rules, and the direction of imports between
// the folders of src/ (CONTRIBUTING.md, "Imports point down"). scripts/check-imports.mjs, run after eslint,
// fails when two folders import each other. A zone's `target` may not import from its `from`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/** Everything of ours under src/ except the folders named: `only('core')` lets a folder import core/ alone. */
const allBut = (...allowed) => ({ from: './src', except: allowed.map((folder) => `./${folder}`) });

export const IMPORT_ZONES = [
  // core/: values, ids, errors, the field mechanism. Nothing of ours above it.
  { target: './src/core', ...allBut('core'), message: 'core/ imports nothing of ours above it (CONTRIBUTING.md, "Imports point down").' },
  { target: './src/catalogue', ...allBut('catalogue', 'core'), message: 'catalogue/ imports only core/.' },
  { target: './src/db', ...allBut('db', 'core'), message: 'db/ imports only core/.' },
  { target: './src/auth', from: ['./src/http', './src/v1', './src/v2', './src/events'], message: 'auth/ verifies tokens; the request edge (http/) uses it, not the other way.' },
  { target: './src/events', from: ['./src/http', './src/v1', './src/v2'], message: 'events/ imports nothing from v1/, v2/ or http/: resources emit into the outbox, never the reverse.' },
  { target: './src/http', from: ['./src/v1', './src/v2'], message: 'http/ is the edge every route passes; app.ts registers the resources on it.' },
  { target: ['./src/v1', './src/v2'], from: ['./src/http'], message: 'Routes get what the edge resolved from the request (request.org, request.keys), not by importing http/.' },
];

export default tseslint.config(
  { ignores: ['node_modules/', 'data/', 'coverage/', 'test/lint/fixtures/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { process: 'readonly', console: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', URL: 'readonly' },
    },
    rules: {
      // Test helpers and a few Fastify/JSON seams are typed loosely on purpose.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: IMPORT_ZONES }] },
  },
);
