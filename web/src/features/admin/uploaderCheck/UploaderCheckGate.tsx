import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import { PERFORMER_NAME_MAX } from '@shared/constants';
import { apiErrorMessage } from '../../../store/apiSlice';
import { ID_CHECK_LABELS, UPLOADER_CHECK_FAILURE_LABELS } from '../idCheckLabels';
import { useIdCheckReturn } from '../useIdCheckReturn';
import {
  useFinishUploaderCheckMutation,
  useGetUploaderCheckQuery,
  useStartUploaderCheckMutation,
} from './uploaderCheckApi';

function StartCheckForm() {
  const { t } = useLingui();
  const ids = { heading: useId(), legalName: useId(), dateOfBirth: useId() };
  const [legalName, setLegalName] = useState('');
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [start, { isLoading, error }] = useStartUploaderCheckMutation();
  return (
    <form
      className="records-admin__form"
      aria-labelledby={ids.heading}
      onSubmit={(e) => {
        e.preventDefault();
        void start({ legalName, dateOfBirth }).then((result) => {
          if ('data' in result && result.data) window.location.assign(result.data.redirectUrl);
        });
      }}
    >
      <h3 id={ids.heading}>
        <Trans comment="A form's heading: the admin starts their own identity check">Start your ID check</Trans>
      </h3>
      <label htmlFor={ids.legalName}>
        <Trans comment="The admin's own name as on their identity document">Your legal name</Trans>
      </label>
      <input
        id={ids.legalName}
        value={legalName}
        maxLength={PERFORMER_NAME_MAX}
        autoComplete="name"
        required
        onChange={(e) => setLegalName(e.target.value)}
      />
      <label htmlFor={ids.dateOfBirth}>
        <Trans comment="The admin's own date of birth">Your date of birth</Trans>
      </label>
      <input
        id={ids.dateOfBirth}
        type="date"
        value={dateOfBirth}
        max={new Date().toISOString().slice(0, 10)}
        autoComplete="bday"
        required
        onChange={(e) => setDateOfBirth(e.target.value)}
      />
      <button type="submit" className="button button--primary" disabled={isLoading}>
        <Trans comment="A button: sends the admin to the identity provider's check">Start my ID check</Trans>
      </button>
      {error && (
        <p role="alert" className="form-error">
          {apiErrorMessage(error, t`Could not start the ID check.`)}
        </p>
      )}
    </form>
  );
}

/**
 * Shows `children` (the ways to add media) once the signed-in admin has passed their own identity check, and the
 * check itself until then. The server refuses their media either way; this only says why, and how to fix it.
 */
export function UploaderCheckGate({ children }: { children: ReactNode }) {
  const { i18n, t } = useLingui();
  const [finish, finished] = useFinishUploaderCheckMutation();
  const returning = useIdCheckReturn(finish);
  const { data, error, isLoading } = useGetUploaderCheckQuery(undefined, { skip: returning });
  const check = data?.check;

  if (returning || finished.isLoading) return <p role="status">{t`Reading the ID check’s result…`}</p>;
  if (isLoading) return <p role="status">{t`Loading your ID check…`}</p>;
  if (error ?? finished.error)
    return (
      <p role="alert" className="form-error">
        {apiErrorMessage(error ?? finished.error, t`Could not read your ID check.`)}
      </p>
    );
  if (check?.status === 'passed') return children;
  return (
    <section aria-labelledby="uploader-check" className="records-admin">
      <h2 id="uploader-check">
        <Trans comment="A section of the Media library: the admin's own identity check">
          Verify your identity before you add media
        </Trans>
      </h2>
      <p className="records-admin__hint">
        <Trans>
          Everyone who adds media to the library passes an ID check first. You show your identity document and your face
          to the identity provider; it must show the legal name and date of birth you give here. Only the custodian of
          records can read them.
        </Trans>
      </p>
      {check && check.status !== 'none' && (
        <p role="status">
          <Trans comment="The state of the admin's own ID check, e.g. Your ID check: Failed">
            Your ID check: {i18n._(ID_CHECK_LABELS[check.status])}
          </Trans>
        </p>
      )}
      {check?.failure && <p className="form-error">{i18n._(UPLOADER_CHECK_FAILURE_LABELS[check.failure])}</p>}
      <StartCheckForm />
    </section>
  );
}
