import { describe, expect, it } from 'vitest';
import { budgetReport, criticalPathChunks, formatBudgetReport } from './firstLoadBudget.mjs';

// The shape Vite writes: an HTML entry, a lazily loaded app chunk, shared chunks and lazy routes.
const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_runtime.js'],
    dynamicImports: ['src/app/bootstrap.tsx'],
    css: ['assets/index.css'],
  },
  '_runtime.js': { file: 'assets/runtime.js' },
  'src/app/bootstrap.tsx': {
    file: 'assets/bootstrap.js',
    isDynamicEntry: true,
    imports: ['_react.js', '_runtime.js', 'index.html'],
    dynamicImports: ['src/features/admin/AdminPage.tsx', 'src/features/dashboard/DashboardPage.tsx'],
  },
  '_react.js': { file: 'assets/react.js', imports: ['_runtime.js'] },
  '_styles.css': { file: 'assets/styles.css' },
  'src/features/admin/AdminPage.tsx': { file: 'assets/AdminPage.js', isDynamicEntry: true, imports: ['_firestore.js'] },
  '_firestore.js': { file: 'assets/firestore.js' },
  'src/features/dashboard/DashboardPage.tsx': {
    file: 'assets/DashboardPage.js',
    isDynamicEntry: true,
    imports: ['_react.js', '_styles.css'],
  },
};
const files = (chunks) => chunks.map((c) => c.file);

describe('criticalPathChunks', () => {
  it('when following the path, then it counts each step with its static imports once, and no other lazy chunk', () => {
    const chunks = criticalPathChunks(manifest, [{ key: 'index.html' }, { key: 'src/app/bootstrap.tsx' }]);
    expect(files(chunks)).toEqual(['assets/index.js', 'assets/runtime.js', 'assets/bootstrap.js', 'assets/react.js']);
  });

  it('when the dashboard is a lazy route on the path, then its JS counts and its CSS does not', () => {
    const chunks = criticalPathChunks(manifest, [
      { key: 'index.html' },
      { key: 'src/app/bootstrap.tsx' },
      { key: 'src/features/dashboard/DashboardPage.tsx', optional: true },
    ]);
    expect(files(chunks)).toContain('assets/DashboardPage.js');
    expect(files(chunks)).not.toContain('assets/styles.css');
    expect(files(chunks)).not.toContain('assets/AdminPage.js');
  });

  it('when an optional step is bundled statically (not in the manifest), then it is skipped', () => {
    const chunks = criticalPathChunks(manifest, [{ key: 'index.html' }, { key: 'src/app/Gone.tsx', optional: true }]);
    expect(files(chunks)).toEqual(['assets/index.js', 'assets/runtime.js']);
  });

  it('when a required step is missing, then it throws instead of measuring another path', () => {
    expect(() => criticalPathChunks(manifest, [{ key: 'index.html' }, { key: 'src/app/renamed.tsx' }])).toThrow(
      /not in the build manifest/,
    );
  });

  it('when a step is not loaded by anything before it, then it throws', () => {
    expect(() =>
      criticalPathChunks(manifest, [{ key: 'index.html' }, { key: 'src/features/admin/AdminPage.tsx' }]),
    ).toThrow(/nothing loaded before/);
  });

  it('when the first step is not an entry, then it throws', () => {
    expect(() => criticalPathChunks(manifest, [{ key: 'src/app/bootstrap.tsx' }])).toThrow(/not an entry/);
  });
});

describe('budgetReport', () => {
  const chunks = [
    { key: 'a', file: 'a.js' },
    { key: 'b', file: 'b.js' },
  ];
  const sizes = { 'a.js': 600, 'b.js': 400 };

  it('when the total equals the budget, then it passes, largest file first', () => {
    const report = budgetReport(chunks, (f) => sizes[f], 1000);
    expect(report).toMatchObject({ total: 1000, ok: true });
    expect(report.rows.map((r) => r.file)).toEqual(['a.js', 'b.js']);
    expect(formatBudgetReport(report)).toMatch(/total\s+1\.00 kB {2}\(budget 1\.00 kB, gzip\)\n✔/);
  });

  it('when one byte over, then it fails and says by how much', () => {
    const report = budgetReport(chunks, (f) => sizes[f], 999);
    expect(report.ok).toBe(false);
    expect(formatBudgetReport(report)).toContain('✖ dashboard first-load JS is 0.00 kB over budget');
  });
});
