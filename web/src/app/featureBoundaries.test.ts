import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Lints snippets with the repository's own eslint.config.js, keeping only the import-x rules (no type information
// needed), so a new cross-feature import fails `npm run lint` and this test says so.
// Through a variable: Vite rewrites the literal `new URL(…, import.meta.url)` form into an asset URL.
const testFile = import.meta.url;
const repoRoot = decodeURIComponent(new URL('../../../', testFile).pathname);
const eslint = new ESLint({
  cwd: repoRoot,
  ruleFilter: ({ ruleId }) => ruleId.startsWith('import-x/'),
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});

async function boundaryErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}${filePath}` });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'parse error'}: ${m.message}`);
}

// The first lint loads the config and the resolver, which takes seconds on a busy machine.
describe('feature boundaries in lint', { timeout: 30_000 }, () => {
  it('when a feature imports another feature, then lint fails', async () => {
    const errors = await boundaryErrors(
      'web/src/features/dashboard/Fixture.tsx',
      "import { AdminPage } from '../admin/AdminPage';\nexport const page = AdminPage;\n",
    );
    expect(errors).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: Unexpected path "\.\.\/admin\/AdminPage"/),
    ]);
  });

  it('when a feature file deeper down reaches another feature, then lint fails too', async () => {
    const errors = await boundaryErrors(
      'web/src/features/favorites/deeper/Fixture.ts',
      "export { referralSlice } from '../../referrals/referralSlice';\n",
    );
    expect(errors).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths/)]);
  });

  it('when an allow-listed import comes from its feature, then it passes, and from another feature it fails', async () => {
    const code = "import { RedeemCard } from '../premium/RedeemCard';\nexport const card = RedeemCard;\n";
    expect(await boundaryErrors('web/src/features/account/Fixture.tsx', code)).toEqual([]);
    expect(await boundaryErrors('web/src/features/dashboard/Fixture.tsx', code)).toHaveLength(1);
  });

  it('when a feature imports the shared layer or its own files, then it passes', async () => {
    const code = [
      "import { usePremium } from '../../identity/userDocApi';",
      "import { useAppDispatch } from '../../store/hooks';",
      "import { AdSlot } from '../../components/ads/AdSlot';",
      "import { paths } from '../../config/paths';",
      "import { FREE_STARS } from '@shared/stars';",
      "import { StarCard } from './StarCard';",
      'export const all = [usePremium, useAppDispatch, AdSlot, paths, FREE_STARS, StarCard];',
    ].join('\n');
    expect(await boundaryErrors('web/src/features/dashboard/Fixture.tsx', code)).toEqual([]);
  });

  it('when a feature imports app/, then lint fails (tests included)', async () => {
    for (const [file, code] of [
      [
        'web/src/features/dashboard/Fixture.tsx',
        "import { router } from '../../app/router';\nexport const r = router;\n",
      ],
      [
        'web/src/features/setup/Fixture.test.ts',
        "import { makeStore } from '../../app/store';\nexport const m = makeStore;\n",
      ],
    ] as const) {
      expect(await boundaryErrors(file, code)).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths/)]);
    }
  });

  it('when a shared layer imports app/ beyond the store types, then lint fails', async () => {
    const errors = await boundaryErrors(
      'web/src/identity/Fixture.ts',
      "import { Header } from '../app/Header';\nexport const h = Header;\n",
    );
    expect(errors).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths/)]);
    const typesOnly = "import type { RootState } from '../app/store';\nexport type S = RootState;\n";
    expect(await boundaryErrors('web/src/store/Fixture.ts', typesOnly)).toEqual([]);
  });

  it('when the shared layer imports a feature, then lint fails', async () => {
    const errors = await boundaryErrors(
      'web/src/components/Fixture.tsx',
      "import { AdminPage } from '../features/admin/AdminPage';\nexport const page = AdminPage;\n",
    );
    expect(errors).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths/)]);
  });
});
