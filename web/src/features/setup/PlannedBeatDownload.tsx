import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { BPM_DEFAULT } from '@shared/constants';
import type { Star } from '@shared/stars';
import { useLazyGetLlmPlanQuery } from '../../settings/sessionPlanApi';
import { DOWNLOAD_BEAT_MESSAGE, downloadFunscript } from '../../toys/FunscriptDownload';

export interface PlannedBeatDownloadProps {
  star: Star;
  premium: boolean;
  personalization: string;
  lengthMin: number;
  /** The session's plan comes from the server only for a verified account, as on the session screen. */
  verified: boolean;
}

/**
 * The planned session's beat as a funscript, before it starts: the same plan the session screen asks for (the
 * server keeps it for a while, so the session plays this rhythm); unverified accounts get the default pace there too.
 */
export function PlannedBeatDownload({ star, premium, personalization, lengthMin, verified }: PlannedBeatDownloadProps) {
  const { t } = useLingui();
  const [fetchPlan, { isFetching }] = useLazyGetLlmPlanQuery();
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setFailed(false);
    const totalMs = lengthMin * 60_000;
    if (!verified) {
      downloadFunscript(null, totalMs, star.name);
      return;
    }
    const result = await fetchPlan({
      starId: star.id,
      persona: star.persona,
      personalization: premium ? personalization : '',
      premium,
      lengthMin,
      enableBar: true,
      bpm: BPM_DEFAULT,
    });
    if (result.data) downloadFunscript(result.data.controls, totalMs, star.name);
    else setFailed(true);
  };
  return (
    <div className="setup__beat">
      <button type="button" className="button" disabled={isFetching} onClick={() => void download()}>
        {isFetching ? <Trans>Preparing…</Trans> : t(DOWNLOAD_BEAT_MESSAGE)}
      </button>
      {failed && (
        <p className="form-error" role="alert">
          <Trans>Could not get the session’s pace. Try again.</Trans>
        </p>
      )}
    </div>
  );
}
