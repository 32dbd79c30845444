import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ADMIN_ERROR_CODES } from '@shared/api/apiErrors';

// The texts of the error codes only the console meets (@shared/api/apiErrors ADMIN_ERROR_CODES), in English exactly as
// the server sends them; they load with the console and are registered with the error display when it loads
// (AdminConsole.tsx), so the first view every visitor downloads does not carry them.

export const ADMIN_API_ERROR_MESSAGES: Record<(typeof ADMIN_ERROR_CODES)[number], MessageDescriptor> = {
  roleNeedsVerifiedEmail: msg`That account has not verified its email address. Roles go only to verified accounts: ask its owner to verify first.`,
  userNotFound: msg`No user found with that id or email.`,
  libraryItemNotFound: msg`Library item not found.`,
  reviewersOnly: msg`Only reviewers decide what is published.`,
  reviewOwnItem: msg`You added this item, so another reviewer must approve it.`,
  reviewAlreadyDecided: msg`This item has been reviewed already.`,
  reviewReasonRequired: msg`Say why the item is rejected.`,
  recordsUnavailable: msg`Performer records are unavailable right now. Please try again in a few minutes.`,
  custodiansOnly: msg`Only the custodian of records sees performer records.`,
  performerRecordNotFound: msg`This performer record does not exist.`,
  performerDocumentNotFound: msg`This ID image does not exist.`,
  performerDocumentsFull: msg`This record already holds as many documents as it may.`,
  performerDocumentInvalid: msg`Send a JPEG, PNG, WebP or PDF of the document, 10 MB at most.`,
  performerUnderage: msg`The date of birth makes this person under 18 on the production date. No record is kept for it.`,
  performerConsentWithdrawn: msg`Consent on this record was withdrawn. Add a new record if the person consents again.`,
  performerCheckNotStarted: msg`Start the ID check again: this one was not started from this record.`,
  performerAlreadyChecked: msg`This record has a passed ID check already.`,
  uploaderNotChecked: msg`Pass your own identity check before you add media: everyone who adds media is verified. Start it in the Media library.`,
  uploaderCheckNotStarted: msg`Start your identity check again: this one was not started here.`,
  uploaderAlreadyChecked: msg`Your identity check has passed already.`,
  uploaderUnderage: msg`Only adults may add media: this date of birth makes you under 18.`,
  unknownPerformers: msg`Every person named must be a performer record.`,
  itemNeedsPerformers: msg`Name the people in this item before approving it.`,
  itemPerformersNotCleared: msg`Someone named in this item has no passed ID check or no consent to publication. Approve it once their record is complete.`,
  starNotFound: msg`This star does not exist.`,
  starNameTaken: msg`Another star has this name already.`,
  starChanged: msg`Another admin saved this star meanwhile. Reload it and make your change again.`,
  starCatalogueChanged: msg`The star list changed meanwhile. Reload it and order it again.`,
  starOrderIncomplete: msg`Name every star once to order them.`,
  avatarNotStored: msg`That avatar is not a processed upload. Wait until its upload shows Ready.`,
  communityNotOfCatalogue: msg`community must be a community of the star catalogue.`,
  libraryFileInvalid: msg`The file could not be imported.`,
  reportNotFound: msg`This report does not exist.`,
  reportAlreadyDecided: msg`This report has already been decided.`,
};
