// The `streams` function's app: the video host's relay (`/api/redgifs/stream/**`), bytes for seconds at a time, kept
// off the API's instances while that relay exists. Resolving a video stays on the API.
import { createApp } from '../app.js';
import { videoRouter } from '../routes/video.js';

export const streamsApp = createApp([videoRouter]);
