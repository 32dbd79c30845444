import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { apiErrorMessage } from '../../store/apiSlice';
import { useExportMyDataMutation } from './accountDataApi';
import { ConfirmSignInDialog } from './ConfirmSignInDialog';
import { downloadJson, exportFileName } from './downloadJson';

const FAILED = msg`Your data could not be prepared. Please try again.`;

interface Props {
  usesPassword: boolean;
  onDownloaded: () => void;
  onClose: () => void;
}

/** 'Download my data': the file holds everything about the person, so the server wants a fresh sign-in first. */
export function ExportDataDialog({ usesPassword, onDownloaded, onClose }: Props) {
  const { t, i18n } = useLingui();
  const [exportMyData] = useExportMyDataMutation();

  async function download(): Promise<string | null> {
    try {
      const file = await exportMyData(null).unwrap();
      downloadJson(exportFileName(file.exportedAt), file);
    } catch (e) {
      return apiErrorMessage(e, i18n._(FAILED));
    }
    onDownloaded();
    return null;
  }

  return (
    <ConfirmSignInDialog
      title={t`Download your data?`}
      usesPassword={usesPassword}
      confirmLabel={t`Download my data`}
      busyLabel={t`Preparing…`}
      failedMessage={i18n._(FAILED)}
      onConfirmed={download}
      onClose={onClose}
    >
      <p>
        <Trans>
          The file holds everything StarSession stores about you, including your favourites and sessions. To keep it
          yours, confirm it is you.
        </Trans>
      </p>
    </ConfirmSignInDialog>
  );
}
