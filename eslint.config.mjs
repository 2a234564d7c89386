// ESLint, type-aware (typescript-eslint), over every TypeScript file and, without types, over the
// build and bench scripts; Prettier owns the layout (eslint-config-prettier turns off the rules it
// would fight). `npm run lint` allows no warning; .ci/run runs it before the tests.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'out/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      // Off: an assertion the rule calls unnecessary can still narrow a variable after its
      // assignment, or pick a call signature; removing it broke the type check in four places.
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    // A function a reader can hold in his head: at most 80 lines and 5 parameters. Where one must
    // be longer (a table of words, a sheet's layout read top to bottom), an eslint-disable comment
    // on it says why.
    files: ['src/**/*.ts', 'sidebar/src/**/*.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true }],
      'max-params': ['error', 5],
    },
  },
  {
    // The message and label dictionaries are tables of words made on first use (lazy(() => ({…}))):
    // data, however long, not a function to read.
    files: ['src/i18n/**/*.ts'],
    rules: { 'max-lines-per-function': 'off' },
  },
  {
    // The scripts in plain JavaScript (build, bench): the same rules without type information.
    files: ['**/*.mjs', '**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // The tests load the built bundle into a fresh context (gas-local, vm) and drive the browser:
    // what comes back from there is untyped by nature, and a test says what it expects of it.
    files: ['test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    // The fakes and the tests talk to HyperFormula and exceljs (string enums compared with the
    // strings Sheets uses) and describe whatever a cell holds in their messages.
    files: ['test/**/*.ts', 'fakes/**/*.ts', 'workbench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-enum-comparison': 'off',
      '@typescript-eslint/no-base-to-string': 'off',
      '@typescript-eslint/restrict-template-expressions': 'off',
      'no-control-regex': 'off',
    },
  },
  prettier,
);
