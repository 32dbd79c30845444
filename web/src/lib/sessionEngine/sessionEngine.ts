// The session engine (SPEC §4): pure functions over an immutable state, no timers, no DOM.
// The view calls the events with the current time and renders the selectors. Split along its seams:
// sessionState (types, start, slot timing), sessionView (selectors), dealing (queues and recycling),
// sessionEvents (what changes the state), sessionSupply (the fetch plan's side).
export { createSessionEngine } from './sessionState';
export type { PanelView, SessionEngineOptions, SessionEngineState } from './sessionState';
export { formatCountdown, isPaused, nextWakeAtMs, panelView, remainingMs, sessionElapsedMs } from './sessionView';
export { adEnded, addItems, end, itemFailed, itemLoaded, pause, resume, skip, tick, toggleMute } from './sessionEvents';
export { nextSupplyRequest, supplyArrived, supplyFailed, supplyRequested } from './sessionSupply';
