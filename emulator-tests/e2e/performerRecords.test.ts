import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { shapesPicture } from '../../functions/src/media/processing/fixtures/syntheticOriginals.js';
import { specimenDocument } from '../../functions/src/tools/demoPerformer.js';
import { DESKTOP, closeBrowser, newConfirmedPage, screenshot } from '../support/browser.js';
import { DEMO_EMAIL } from '../support/env.js';
import { itemIdOf, openInReviewQueue } from '../support/reviewQueue.js';
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

  it('when a record’s ID check failed, then an item naming that person cannot be approved, and the reviewer is told why', async () => {
    const stageName = `Mira Vance ${RUN}`;
    const page = await newConfirmedPage(DESKTOP);
    await signInThroughUi(page, DEMO_EMAIL.admin);
    await openAdminConsolePage(page, 'Records');
    await page.getByRole('button', { name: 'Add a record' }).click();
    const form = page.getByRole('form', { name: 'Add a record' });
    await form.getByLabel('Legal name').fill(`Mira Example ${RUN}`);
    await form.getByLabel('Date of birth').fill('1992-06-01');
    await form.getByLabel('Stage names (one per line)').fill(stageName);
    await form.getByLabel('Being recorded').check();
    await form.getByLabel('Publication on this service').check();
    await form.getByLabel('Signed on').fill('2026-10-01');
    await form.getByLabel('Production date').fill('2026-10-02');
    await form.getByRole('button', { name: 'Add record' }).click();
    await page.getByRole('link', { name: 'Open it' }).click();
    await page.getByRole('button', { name: 'Start the ID check' }).click();
    await page.getByLabel('Full name on the document').fill(`Mira Example ${RUN}`);
    await page.getByLabel('Date of birth on the document').fill('1992-06-01');
    await page.getByRole('button', { name: 'Fail' }).click();
    await page.getByRole('status').filter({ hasText: 'ID check: Failed' }).waitFor();

    // The admin uploads a picture naming that person; the picker shows the record is not cleared.
    await openAdminConsolePage(page, 'Media library');
    const people = page.getByRole('group', { name: 'People in these files' });
    await people.getByRole('checkbox', { name: new RegExp(stageName) }).check();
    await people.getByText('No passed ID check').first().waitFor();
    const dir = await mkdtemp(join(tmpdir(), 'records-e2e-'));
    try {
      await page.getByLabel('Files to upload').setInputFiles(await shapesPicture(dir, 'mira.png', Date.now() % 991));
      const row = page.getByRole('list', { name: 'Uploads' }).getByRole('listitem', { name: 'mira.png', exact: true });
      await row.getByText(/^Ready/).waitFor({ timeout: 90_000 });
      const itemId = itemIdOf((await row.getByRole('img', { name: 'Preview of mira.png' }).getAttribute('src')) ?? '');

      // The reviewer sees who is in it and why it cannot go out; Approve is refused and the item keeps waiting.
      const { page: reviewer, entry } = await openInReviewQueue(itemId);
      await entry.getByRole('list', { name: 'People in this item' }).getByText('No passed ID check').waitFor();
      await entry.getByRole('button', { name: 'Approve' }).click();
      await entry
        .getByRole('alert')
        .filter({ hasText: 'Someone named in this item has no passed ID check or no consent to publication.' })
        .waitFor();
      await screenshot(reviewer, 'review-refused-uncleared');
      await reviewer.context().close();
      // Still waiting, for whoever opens the queue next.
      const { page: later } = await openInReviewQueue(itemId);
      await later.context().close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    await page.close();
  });
});
