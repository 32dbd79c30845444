# The media job (functions/src/jobs/mediaJob.ts; docs/operations.md "Processing uploads"): the functions' built code
# and Debian's ffmpeg, run by Cloud Run jobs for uploads too long or too large for the storage trigger's 9 minutes.
# Built from the repository's root after `npm run build -w functions`:
#   docker build -f functions/media-job.Dockerfile -t IMAGE .
FROM node:22-bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends ffmpeg \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# The workspace's lockfile pins every version; only the functions workspace's production dependencies are installed
# (sharp's binaries are npm packages: nothing is downloaded by an install script).
COPY package.json package-lock.json ./
COPY functions/package.json functions/
COPY demo-upstream/package.json demo-upstream/
COPY web/package.json web/
COPY emulator-tests/package.json emulator-tests/
RUN npm ci --omit=dev --workspace functions --include-workspace-root=false --ignore-scripts
COPY functions/lib functions/lib
WORKDIR /app/functions
USER node
CMD ["node", "lib/jobs/mediaJob.js"]
