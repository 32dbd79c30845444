/**
 * Resolves in a later task of the event loop: what runs after it does not lengthen the task that is running, so
 * the browser can paint and answer input in between (the first view's Total Blocking Time).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));
