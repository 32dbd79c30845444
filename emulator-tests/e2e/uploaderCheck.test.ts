import { afterAll, describe, expect, it } from 'vitest';
import { adminAuth } from '../api/support/admin.js';
import { createUser, uniqueEmail } from '../support/auth.js';
import { DESKTOP, closeBrowser, newConfirmedPage, screenshot } from '../support/browser.js';
import { openAdminConsolePage, signInThroughUi } from '../support/uiSignIn.js';

// An admin's own identity check before they add media (docs/product-rules.md#performer-records): a new admin opens the
// Media library, meets the check instead of the upload controls, gives their legal name and date of birth, passes at
// the provider's page with a document showing them, and comes back to the library with the controls there.
const LEGAL_NAME = `Rowan Tester ${Date.now().toString(36)}`;

afterAll(() => closeBrowser());

describe('the uploader check in the console', () => {
  it('when a new admin passes their own ID check on the provider’s page, then the Media library lets them upload', async () => {
    const email = uniqueEmail('uploader');
    const { uid } = await createUser(email);
    await adminAuth().setCustomUserClaims(uid, { admin: true });
    const page = await newConfirmedPage(DESKTOP);
    await signInThroughUi(page, email);
    await openAdminConsolePage(page, 'Media library');

    await page.getByRole('heading', { name: 'Verify your identity before you add media' }).waitFor();
    expect(await page.getByLabel('Files to upload').count()).toBe(0);
    await page.getByLabel('Your legal name').fill(LEGAL_NAME);
    await page.getByLabel('Your date of birth').fill('1988-08-08');
    await screenshot(page, 'uploader-check');
    await page.getByRole('button', { name: 'Start my ID check' }).click();

    await page.getByRole('heading', { name: 'Demo identity check' }).waitFor();
    await page.getByLabel('Full name on the document').fill(LEGAL_NAME.toUpperCase());
    await page.getByLabel('Date of birth on the document').fill('1988-08-08');
    await page.getByRole('button', { name: 'Pass' }).click();

    await page.getByLabel('Files to upload').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/library');
    expect(new URL(page.url()).search).toBe('');
    await page.getByLabel('Import file (JSON or CSV)').waitFor();
    expect(await page.getByRole('heading', { name: 'Verify your identity before you add media' }).count()).toBe(0);
  });
});
