import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'functions/lib/**', 'demo-upstream/lib/**', '.cache/**', 'artifacts/**', '**/*.d.ts'] },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    extends: [...tseslint.configs.strictTypeChecked, ...tseslint.configs.stylisticTypeChecked],
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Shared modules ship inside the functions package and the web bundle: they import nothing outside themselves.
    files: ['functions/src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./\\.\\./(?!shared)', message: 'shared/ imports nothing outside itself' }, { regex: '^(firebase|firebase-admin|firebase-functions|express|react)', message: 'shared/ stays framework-free' }] }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [{ regex: '^firebase(/|$)', message: 'Only web/src/lib/firebase imports the Firebase SDK.' }] }],
      // The same for lazy `import('firebase/…')`, which no-restricted-imports does not see.
      'no-restricted-syntax': ['error', { selector: "ImportExpression[source.value=/^firebase(\\/|$)/]", message: 'Only web/src/lib/firebase imports the Firebase SDK.' }],
    },
  },
  {
    files: ['web/src/lib/firebase/**/*.ts'],
    rules: { 'no-restricted-imports': 'off', 'no-restricted-syntax': 'off' },
  },
  {
    // rules-unit-testing hands out compat Firestore instances, which the modular API accepts by design.
    files: ['emulator-tests/rules/**/*.ts'],
    rules: { '@typescript-eslint/no-unsafe-class-instance-assignment': 'off' },
  },
  {
    // The demo media source is never deployed: only the function's tests may start it.
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/**/*.test.ts'],
    // (the typescript-eslint twin of no-restricted-imports, so the shared/ restrictions above stay in force)
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ regex: 'demo-upstream', message: 'Deployed code must not import the demo media source (tests only).' }] }] },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
);
