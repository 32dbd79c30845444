// Tabs of this app tell each other that someone signed in. A signed-out tab that never loaded the
// Auth SDK (see storedSession.ts) has no other way to learn it while it stays in view; the SDK's own
// cross-tab sync only runs once it is loaded. The message carries nothing: the tab looks itself.

const CHANNEL_NAME = 'starsession.signed-in';

const supported = () => typeof BroadcastChannel !== 'undefined';

/** Tells this origin's other tabs (and other listeners in this one) that a user is signed in here. */
export function announceSignIn(): void {
  if (!supported()) return;
  const channel = new BroadcastChannel(CHANNEL_NAME);
  channel.postMessage('signed-in');
  channel.close();
}

/** Calls back whenever another tab announces a sign-in; returns the unsubscribe. */
export function onSignInElsewhere(listener: () => void): () => void {
  if (!supported()) return () => undefined;
  const channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = () => {
    listener();
  };
  return () => {
    channel.close();
  };
}
