import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { fronteiras } from './scripts/eslint-fronteiras.js';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/.test-snapshot/**', 'test-results/**', 'apps/api/drizzle/**', 'bench/out/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name=/^(skip|only|todo)$/]", message: 'Sem testes pulados ou focados.' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [{ group: ['@sgi/api', '**/apps/api/**'], message: 'A web não importa a API.' }] }],
    },
  },
  {
    // Module boundaries (DESIGN §1, issue 11): a feature never imports another feature nor the app; components and
    // lib import no feature and not the app; the domain imports only zod.
    files: ['apps/web/src/**/*.{ts,tsx}', 'packages/domain/src/**/*.ts'],
    plugins: { sgi: { rules: { fronteiras } } },
    rules: { 'sgi/fronteiras': 'error' },
  },
  {
    files: ['apps/api/**/*.ts', 'packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@sgi/web', '**/apps/web/**', 'react', 'react-dom'], message: 'Sem dependências da web aqui.' }] }],
    },
  },
  {
    // The API's test files share their worker's module registry (apps/api/vitest.config.ts, isolate: false): a module
    // replaced with vi.mock would stay replaced for the files after it, or not be replaced at all.
    files: ['apps/api/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name=/^(skip|only|todo)$/]", message: 'Sem testes pulados ou focados.' },
        { selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|stubGlobal|stubEnv)$/]", message: 'Os testes da API dividem os módulos (isolate: false): use vi.spyOn num objeto e restaure-o.' },
      ],
    },
  },
);
