import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { paths } from '../../config/paths';
import { hasPasswordSignIn } from '../../lib/firebase/reauth';
import { FormStatus, type FormStatusMessage } from '../../components/FormStatus';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { ExportDataDialog } from './ExportDataDialog';

/** 'Your data' on the profile: download everything stored about you, or delete the account. */
export function AccountDataCard() {
  const { t } = useLingui();
  const [exporting, setExporting] = useState(false);
  const [status, setStatus] = useState<FormStatusMessage | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [usesPassword, setUsesPassword] = useState(true);

  useEffect(() => {
    let current = true;
    hasPasswordSignIn().then(
      (has) => current && setUsesPassword(has),
      () => undefined, // the dialog asks for the password, the usual case
    );
    return () => {
      current = false;
    };
  }, []);

  return (
    <section className="card" aria-labelledby="account-data-title">
      <h2 id="account-data-title" className="card__title">
        <Trans>Your data</Trans>
      </h2>
      <p>
        <Trans>
          Download a file of everything StarSession stores about you, or delete your account. See the{' '}
          <a href={paths.privacy} target="_blank" rel="noopener noreferrer">
            Privacy Policy
          </a>
          .
        </Trans>
      </p>
      <div className="card__actions">
        <button
          type="button"
          className="button"
          onClick={() => {
            setStatus(null);
            setExporting(true);
          }}
        >
          <Trans>Download my data</Trans>
        </button>
        <button type="button" className="button button--danger" onClick={() => setDeleting(true)}>
          <Trans>Delete my account</Trans>
        </button>
      </div>
      <FormStatus status={status} />
      {exporting && (
        <ExportDataDialog
          usesPassword={usesPassword}
          onDownloaded={() => {
            setExporting(false);
            setStatus({ ok: true, text: t`Your data file has been downloaded.` });
          }}
          onClose={() => setExporting(false)}
        />
      )}
      {deleting && <DeleteAccountDialog usesPassword={usesPassword} onClose={() => setDeleting(false)} />}
    </section>
  );
}
