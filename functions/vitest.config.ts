import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Tests run the media clients against the real demo media source, which lives in its own workspace.
const demoUpstreamSrc = fileURLToPath(new URL('../demo-upstream/src', import.meta.url));

export default defineConfig({
  resolve: { alias: { '@demo-upstream': demoUpstreamSrc } },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
