import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { setDeviceLayerShown } from './deviceLayerFlag';
import { DOWNLOAD_BEAT_MESSAGE, downloadFunscript } from './FunscriptDownload';
import { toyController } from './toyController';
import { toyStore, useToyState } from './toyStore';
import './devices.css';

/** Where fixed controls stay visible: inside the full-screen element when there is one, else the page. */
function useOverlayRoot(): Element {
  const [root, setRoot] = useState<Element>(() => document.fullscreenElement ?? document.body);
  useEffect(() => {
    const follow = () => setRoot(document.fullscreenElement ?? document.body);
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, []);
  return root;
}

/**
 * On every page: 'Stop device' while a device is connected or the phone buzzes (also in full screen), and after
 * a session the offer to download its beat. Loaded by the layout only while one of them is wanted.
 */
export default function DeviceLayer() {
  const { t } = useLingui();
  const { status, moving, lastSession } = useToyState();
  const root = useOverlayRoot();
  const showStop = status === 'connected' || moving;
  // A layout effect: the panels drop their own 'Stop device' before the browser paints two of them.
  useLayoutEffect(() => {
    setDeviceLayerShown(true);
    return () => setDeviceLayerShown(false);
  }, []);
  return createPortal(
    <div className="device-layer">
      {lastSession && (
        <div className="device-layer__ended" role="status">
          <span>
            <Trans>Session ended.</Trans>
          </span>
          <button
            type="button"
            className="button"
            onClick={() => downloadFunscript(lastSession.controls, lastSession.playedMs, lastSession.starName)}
          >
            {t(DOWNLOAD_BEAT_MESSAGE)}
          </button>
          <button
            type="button"
            className="button button--ghost"
            aria-label={t({ message: 'Dismiss', context: 'Closes a notice' })}
            onClick={() => toyStore.update({ lastSession: null })}
          >
            ×
          </button>
        </div>
      )}
      {showStop && (
        <button type="button" className="button button--danger device-layer__stop" onClick={toyController.stopDevices}>
          <Trans>Stop device</Trans>
        </button>
      )}
    </div>,
    root,
  );
}
