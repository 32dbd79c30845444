// Inline icons: emoji glyphs are missing on some phones and in headless browsers.
export function SkipIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className="panel__icon">
      <path fill="currentColor" d="M5 5.5v13l9-6.5-9-6.5Zm10 0h2.5v13H15v-13Z" />
    </svg>
  );
}

export function SpeakerIcon({ muted }: { muted: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className="panel__icon">
      <path fill="currentColor" d="M4 9h4l5-4v14l-5-4H4V9Z" />
      {muted ? (
        <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="m16 9 5 6m0-6-5 6" />
      ) : (
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
        />
      )}
    </svg>
  );
}

export function FlagIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className="panel__icon">
      <path fill="currentColor" d="M5 3h2v18H5V3Zm3 1h10l-2.5 4L18 12H8V4Z" />
    </svg>
  );
}
