import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Feature boundaries (docs/architecture.md): a feature imports app/, components/, lib/, config/, hooks/ and @shared,
// never another feature's files. Tests are held to the same rule: a test reaching into another feature couples them
// just as much. Each exception names the one file it allows and why.
const CROSS_FEATURE_ALLOW = [
  {
    from: 'account',
    to: 'premium/RedeemCard.tsx',
    why: 'SPEC §2 Profile embeds the Premium redeem form; one component owns the redeemCode call',
  },
  {
    from: 'auth',
    to: 'referrals/referralSlice.ts',
    why: 'SPEC §2 Auth modal names the referrer, whose state lives in referrals',
  },
];
const features = readdirSync(new URL('web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = features.map((feature) => ({
  target: `./web/src/features/${feature}`,
  from: './web/src/features',
  except: [`./${feature}`, ...CROSS_FEATURE_ALLOW.filter((a) => a.from === feature).map((a) => `./${a.to}`)],
  message:
    'A feature imports app/, components/, lib/, config/, hooks/ or @shared, not another feature (allow-list in eslint.config.js).',
}));
// The shared layer stays below the features, or moving code there would only rename the coupling.
const sharedLayerZone = {
  target: [
    './web/src/components',
    './web/src/lib',
    './web/src/config',
    './web/src/hooks',
    './web/src/app/identity',
    './web/src/app/settings',
  ],
  from: './web/src/features',
  message: 'The shared layer (components, lib, config, hooks, app/identity, app/settings) never imports a feature.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'functions/lib/**',
      'demo-upstream/lib/**',
      '.cache/**',
      'artifacts/**',
      '**/*.d.ts',
    ],
  },
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
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./\\.\\./(?!shared)', message: 'shared/ imports nothing outside itself' },
            {
              regex: '^(firebase|firebase-admin|firebase-functions|express|react)',
              message: 'shared/ stays framework-free',
            },
          ],
        },
      ],
    },
  },
  {
    // The domain knows no HTTP: it throws DomainError(kind) and the API's error handler picks the status.
    files: ['functions/src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(middleware|routes)(/|$)',
              message: 'The domain imports no middleware or routes: throw DomainError(kind).',
            },
            { regex: '^(\\.\\./)+app(\\.js)?$', message: 'The domain does not import the Express app.' },
            { regex: '^express(/|$)', message: 'The domain knows no HTTP.' },
          ],
        },
      ],
    },
  },
  {
    // The same one level deeper (shared/api/schemas/*), where `../../` is still inside shared/.
    files: ['functions/src/shared/*/*/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./\\.\\./\\.\\./(?!shared)', message: 'shared/ imports nothing outside itself' },
            {
              regex: '^(firebase|firebase-admin|firebase-functions|express|react)',
              message: 'shared/ stays framework-free',
            },
          ],
        },
      ],
    },
  },
  {
    // A file past 300 lines has more than one job (issue 13): split it along its seams.
    files: ['web/src/**/*.{ts,tsx}', 'functions/src/**/*.ts', 'demo-upstream/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^firebase(/|$)', message: 'Only web/src/lib/firebase imports the Firebase SDK.' }] },
      ],
      // The same for lazy `import('firebase/…')`, which no-restricted-imports does not see.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression[source.value=/^firebase(\\/|$)/]',
          message: 'Only web/src/lib/firebase imports the Firebase SDK.',
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x parses only .js files and no-cycle sees no TypeScript edges.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: `${import.meta.dirname}/web/tsconfig.json` }),
      ],
    },
    rules: {
      // basePath: the zones are repository paths whichever folder eslint runs from.
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: [...featureZones, sharedLayerZone] },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
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
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: 'demo-upstream', message: 'Deployed code must not import the demo media source (tests only).' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
);
