import { afterAll, describe, expect, it } from 'vitest';
import { specimenDocument } from '../../functions/src/tools/demoPerformer.js';
import { DESKTOP, closeBrowser, newConfirmedPage, screenshot } from '../support/browser.js';
import { DEMO_EMAIL } from '../support/env.js';
import { openAdminConsolePage, signInThroughUi } from '../support/uiSignIn.js';

// Performer records (docs/product-rules.md#performer-records): the custodian adds a person's record in the console,
// runs the identity check on the provider's page (a document naming someone else fails it) and comes back to the
// record, adds an ID image (stored sealed), views and exports it, and records a withdrawn consent. Every step is on
// the record's trail.
const RUN = Date.now().toString(36);
const STAGE_NAME = `Lumen Vale ${RUN}`;

afterAll(() => closeBrowser());

describe('performer records in the console', () => {
  it('when the custodian adds a record and the ID check passes on the provider’s page, then the record is cleared, with its ID image, export and trail', async () => {
    const page = await newConfirmedPage(DESKTOP);
    await signInThroughUi(page, DEMO_EMAIL.admin);
    await openAdminConsolePage(page, 'Records');
    await page.getByRole('heading', { level: 1, name: 'Performer records' }).waitFor();

    await page.getByRole('button', { name: 'Add a record' }).click();
    const form = page.getByRole('form', { name: 'Add a record' });
    await form.getByLabel('Legal name').fill(`Ada Example ${RUN}`);
    await form.getByLabel('Date of birth').fill('1994-03-12');
    await form.getByLabel('Stage names (one per line)').fill(STAGE_NAME);
    await form.getByLabel('Being recorded').check();
    await form.getByLabel('Publication on this service').check();
    await form.getByLabel('Signed on').fill('2026-10-01');
    await form.getByLabel('Production date').fill('2026-10-02');
    await screenshot(page, 'records-add');
    await form.getByRole('button', { name: 'Add record' }).click();
    await page.getByRole('link', { name: 'Open it' }).click();

    // The record's page: everything the custodian keeps, the standing on top.
    await page.getByRole('heading', { level: 1, name: STAGE_NAME }).waitFor();
    await expect.poll(() => page.getByText(`Ada Example ${RUN}`).count()).toBe(1);
    await page.getByText('No passed ID check').first().waitFor();

    // The check happens on the provider's page; it sends the browser back to this record. A genuine document that
    // names someone else fails the check, with the reason.
    const checkOnProvidersPage = async (nameOnDocument: string) => {
      await page.getByRole('button', { name: 'Start the ID check' }).click();
      await page.getByRole('heading', { name: 'Demo identity check' }).waitFor();
      await page.getByLabel('Full name on the document').fill(nameOnDocument);
      await page.getByLabel('Date of birth on the document').fill('1994-03-12');
      await screenshot(page, 'records-provider');
      await page.getByRole('button', { name: 'Pass' }).click();
    };
    await checkOnProvidersPage(`Ada Other ${RUN}`);
    await page.getByRole('status').filter({ hasText: 'ID check: Failed' }).waitFor();
    await page.getByText('The document shows a different name from this record’s legal name.').waitFor();
    await page.getByText('No passed ID check').first().waitFor();
    // Documents print names in capitals and family name first; that is the same person.
    await checkOnProvidersPage(`EXAMPLE, ADA ${RUN.toUpperCase()}`);
    await page.getByRole('status').filter({ hasText: 'ID check: Passed' }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    await page.getByRole('heading', { level: 1, name: STAGE_NAME }).waitFor();
    await page.getByText('Cleared', { exact: true }).waitFor();

    // An ID image: stored sealed, shown on request.
    await page.getByLabel('File (JPEG, PNG, WebP or PDF)').setInputFiles({
      name: 'id-front.png',
      mimeType: 'image/png',
      buffer: await specimenDocument(),
    });
    await page.getByRole('button', { name: 'Add document' }).click();
    const documentRow = page.getByRole('listitem').filter({ hasText: /^ID image, \d+ kB, added/ });
    await documentRow.waitFor();
    await documentRow.getByRole('button', { name: 'View' }).click();
    await documentRow.getByRole('img', { name: 'ID image' }).waitFor();
    expect(await documentRow.getByRole('img').getAttribute('src')).toMatch(/^blob:/);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export record' }).click();
    expect((await download).suggestedFilename()).toMatch(/^performer-record-[A-Za-z0-9]{20}\.json$/);
    await screenshot(page, 'records-record');

    // A withdrawal is confirmed first and then final.
    await page.getByRole('button', { name: 'Record withdrawn consent' }).click();
    await page.getByRole('button', { name: 'Yes, withdraw consent' }).click();
    await page.getByText('Consent withdrawn. Items taken out of publication: 0.').waitFor();
    await page.getByText('Consent withdrawn', { exact: true }).first().waitFor();
    const trail = page.getByRole('list').filter({ hasText: 'Consent withdrawn ·' });
    for (const action of [
      'Added',
      'Viewed',
      'ID check started',
      'ID check finished',
      'Document added',
      'Document viewed',
      'Exported',
    ])
      await expect.poll(() => trail.getByText(` · ${action} · `, { exact: false }).count()).toBeGreaterThan(0);

    await page.getByRole('link', { name: 'All records' }).click();
    const row = page.getByRole('listitem').filter({ hasText: STAGE_NAME });
    await row.getByText('Consent withdrawn').waitFor();
    await page.close();
  });
});
