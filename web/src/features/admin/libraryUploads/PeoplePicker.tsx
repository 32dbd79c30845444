import { Trans } from '@lingui/react/macro';
import { PerformerChoices } from '../records/PerformerChoices';

/** Who is in the files about to be uploaded: each file's item names them, so the reviewer can approve it. */
export function PeoplePicker({
  chosen,
  onChange,
}: {
  chosen: readonly string[];
  onChange: (next: readonly string[]) => void;
}) {
  return (
    <fieldset className="uploads__people">
      <legend>
        <Trans comment="The uploader ticks the performer records of everyone in the files">People in these files</Trans>
      </legend>
      <PerformerChoices chosen={chosen} onChange={onChange} />
      <p className="uploads__hint">
        <Trans>
          A reviewer publishes each file only when everyone in it is named here with a passed ID check and consent to
          publication. Files with other people go in a batch of their own.
        </Trans>
      </p>
    </fieldset>
  );
}
