// The media job's entry point (`node lib/jobs/mediaJob.js`): one run processes the upload the storage trigger handed
// over (media/processing/mediaJob.ts names it in the environment), with the same code the trigger runs, and no
// 9-minute limit. In production it is a Cloud Run job built from this folder (docs/operations.md "Processing
// uploads"); under the emulators the trigger starts it as a local process.
import { initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { logger } from 'firebase-functions';
import { taskFromEnv } from '../media/processing/mediaJob.js';
import { processUploadInJob } from '../media/processing/uploadPipeline.js';

async function main(): Promise<number> {
  const task = taskFromEnv(process.env);
  if (!task) {
    logger.error('The media job was started without its upload');
    return 2;
  }
  initializeApp();
  const processed = await processUploadInJob(getStorage().bucket(task.bucket), task);
  if (!processed) logger.warn('The media job found no upload handed to it', { uploadId: task.uploadId });
  return 0;
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    logger.error('The media job failed', { error: String(e) });
    process.exit(1);
  },
);
