import { useEffect, useState } from 'react';
import { paths } from '../../config/paths';
import { hasPasswordSignIn } from '../../lib/firebase/reauth';
import { FormStatus, type FormStatusMessage } from '../../components/FormStatus';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { ExportDataDialog } from './ExportDataDialog';

/** 'Your data' on the profile: download everything stored about you, or delete the account. */
export function AccountDataCard() {
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
        Your data
      </h2>
      <p>
        Download a file of everything StarSession stores about you, or delete your account. See the{' '}
        <a href={paths.privacy} target="_blank" rel="noopener noreferrer">
          Privacy Policy
        </a>
        .
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
          Download my data
        </button>
        <button type="button" className="button button--danger" onClick={() => setDeleting(true)}>
          Delete my account
        </button>
      </div>
      <FormStatus status={status} />
      {exporting && (
        <ExportDataDialog
          usesPassword={usesPassword}
          onDownloaded={() => {
            setExporting(false);
            setStatus({ ok: true, text: 'Your data file has been downloaded.' });
          }}
          onClose={() => setExporting(false)}
        />
      )}
      {deleting && <DeleteAccountDialog usesPassword={usesPassword} onClose={() => setDeleting(false)} />}
    </section>
  );
}
