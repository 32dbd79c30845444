import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Feature boundaries (docs/architecture.md): a feature imports the shared layers (SHARED_LAYERS below) and @shared,
// never app/ or another feature's files. Tests are held to the same rule: a test reaching into another feature couples
// them just as much. Each exception names the one file it allows and why.
const CROSS_FEATURE_ALLOW = [
  {
    from: 'account',
    to: 'premium/RedeemCard.tsx',
    why: 'The profile embeds the Premium redeem form; one component owns the redeemCode call',
  },
  {
    from: 'auth',
    to: 'referrals/referralSlice.ts',
    why: 'The auth modal names the referrer, whose state lives in referrals',
  },
];
const features = readdirSync(new URL('web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = features.map((feature) => ({
  target: `./web/src/features/${feature}`,
  from: './web/src/features',
  except: [`./${feature}`, ...CROSS_FEATURE_ALLOW.filter((a) => a.from === feature).map((a) => `./${a.to}`)],
  message: 'A feature imports the shared layers or @shared, not another feature (allow-list in eslint.config.js).',
}));
// The shared layers stay below the features, or moving code there would only rename the coupling.
const SHARED_LAYERS = ['components', 'lib', 'config', 'hooks', 'store', 'identity', 'settings', 'media', 'toys'];
const sharedLayerZone = {
  target: SHARED_LAYERS.map((layer) => `./web/src/${layer}`),
  from: './web/src/features',
  message: `The shared layers (${SHARED_LAYERS.join(', ')}) never import a feature.`,
};
// app/ is the top (store, router, layout): features never import it, and the shared layers take only the store's
// types from app/store.ts (through store/hooks.ts; a value import there is refused below).
const featureToAppZone = {
  target: './web/src/features',
  from: './web/src/app',
  message: 'A feature does not import app/ (the top): store plumbing is in store/, tests build a store via testing/.',
};
const sharedToAppZone = {
  target: SHARED_LAYERS.map((layer) => `./web/src/${layer}`),
  from: './web/src/app',
  except: ['./store.ts'],
  message: 'The shared layers do not import app/ (the top); store types come from store/hooks.ts.',
};

// Syntax the web code never uses (no-restricted-syntax). Kept in one list: ESLint takes the rule's options from the
// last config block that sets it, so the translation block below must restate these.
const WEB_SYNTAX_RULES = [
  {
    selector: 'ImportExpression[source.value=/^firebase(\\/|$)/]',
    message: 'Only web/src/lib/firebase imports the Firebase SDK.',
  },
  {
    // An expression body's value is taken for the effect's cleanup: a call that answers a promise (Chromium's
    // scrollTo does) or anything else crashes the page when it leaves.
    selector:
      'CallExpression[callee.name=/^use(Layout|Insertion)?Effect$/] > ArrowFunctionExpression[expression=true]:not([body.type="ArrowFunctionExpression"])',
    message: 'Give an effect a block body: the value of an expression body becomes its cleanup.',
  },
];

// Visible text goes through Lingui (web/src/lib/i18n): raw words as JSX text, as a string child, or in an attribute a
// person reads or hears are refused. Inside <Trans> they are the message itself.
const RAW_TEXT_RULES = [
  {
    // Elements inside <Trans> are part of its message (<Trans>Read the <Link>Terms</Link></Trans>): their text too.
    selector:
      'JSXElement:not([openingElement.name.name="Trans"], JSXElement[openingElement.name.name="Trans"] JSXElement) > JSXText[value=/[A-Za-z]{2,}/]',
    message: 'Visible text goes through Lingui: wrap it in <Trans> (or use t`…` from useLingui).',
  },
  {
    selector: 'JSXFragment > JSXText[value=/[A-Za-z]{2,}/]',
    message: 'Visible text goes through Lingui: wrap it in <Trans> (or use t`…` from useLingui).',
  },
  {
    selector:
      'JSXElement:not([openingElement.name.name="Trans"]) > JSXExpressionContainer > :matches(Literal[value=/[A-Za-z]{2,}/], TemplateLiteral)',
    message: 'Visible text goes through Lingui: use t`…` from useLingui, not a string literal.',
  },
  {
    selector:
      'JSXAttribute[name.name=/^(aria-label|aria-description|title|placeholder|alt|label)$/] > :matches(Literal[value=/[A-Za-z]{2,}/], JSXExpressionContainer > TemplateLiteral)',
    message: 'Text a person reads or hears goes through Lingui: use t`…` from useLingui.',
  },
];

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
      'web/src/locales/compiled/**',
      'web/src/locales/*/*.ts',
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
    // A file past 300 lines has more than one job (docs/architecture.md): split it along its seams.
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
      'no-restricted-syntax': ['error', ...WEB_SYNTAX_RULES],
    },
  },
  {
    // Every component's text goes through Lingui: raw text is refused.
    files: ['web/src/**/*.tsx'],
    ignores: ['web/src/**/*.test.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...WEB_SYNTAX_RULES, ...RAW_TEXT_RULES] },
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
        { basePath: import.meta.dirname, zones: [...featureZones, sharedLayerZone, featureToAppZone, sharedToAppZone] },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The store's types are the one thing the shared layers take from app/ (see sharedToAppZone): never its values.
    files: SHARED_LAYERS.map((layer) => `web/src/${layer}/**/*.{ts,tsx}`),
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)app/store$',
              allowTypeImports: true,
              message: 'The shared layers take only types from app/store (through store/hooks.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // The session engine is pure: time comes in as a parameter, and no framework or SDK goes in. So is the
    // device mapping built on it (beats, safety, funscript), and the own-media rules (types, mixing, gif timing).
    files: ['web/src/lib/sessionEngine/**/*.ts', 'web/src/lib/toys/**/*.ts', 'web/src/lib/ownMedia/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(react|react-dom|react-redux|@reduxjs/toolkit|firebase)(/|$)',
              message: 'lib/sessionEngine is pure: no React, Redux or Firebase.',
            },
            {
              regex: '^(\\.\\./)+(app|store|features|identity|settings|media|components|hooks|toys)(/|$)',
              message: 'lib/sessionEngine imports only @shared and itself.',
            },
          ],
        },
      ],
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
