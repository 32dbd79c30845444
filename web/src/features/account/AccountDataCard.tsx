import { useEffect, useState } from 'react';
import { paths } from '../../config/paths';
import { hasPasswordSignIn } from '../../lib/firebase/reauth';
import { apiErrorMessage } from '../../store/apiSlice';
import { FormStatus, type FormStatusMessage } from '../../components/FormStatus';
import { useExportMyDataMutation } from './accountDataApi';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { downloadJson, exportFileName } from './downloadJson';

/** 'Your data' on the profile: download everything stored about you, or delete the account. */
export function AccountDataCard() {
  const [exportMyData, { isLoading: exporting }] = useExportMyDataMutation();
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

  async function download() {
    setStatus(null);
    try {
      const file = await exportMyData(null).unwrap();
      downloadJson(exportFileName(file.exportedAt), file);
      setStatus({ ok: true, text: 'Your data file has been downloaded.' });
    } catch (e) {
      setStatus({ ok: false, text: apiErrorMessage(e, 'Your data could not be prepared. Please try again.') });
    }
  }

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
        <button type="button" className="button" onClick={() => void download()} disabled={exporting}>
          {exporting ? 'Preparing…' : 'Download my data'}
        </button>
        <button type="button" className="button button--danger" onClick={() => setDeleting(true)}>
          Delete my account
        </button>
      </div>
      <FormStatus status={status} />
      {deleting && <DeleteAccountDialog usesPassword={usesPassword} onClose={() => setDeleting(false)} />}
    </section>
  );
}
