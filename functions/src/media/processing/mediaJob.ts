// Handing an upload to the media job: a Cloud Run job (up to 24 h a task) that runs the same processing code as the
// storage trigger, for originals the trigger cannot finish in its 9 minutes (processingPlace.ts). In production the
// trigger asks the Cloud Run Admin API to run the job with the upload named in its environment; the emulators have
// no Cloud Run, so there the job's entry point (jobs/mediaJob.ts) runs as a local process with the same environment.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { FUNCTION_REGION } from '../../config/params.js';
import { MEDIA_JOB_NAME } from '../../config/mediaParams.js';
import { runningInEmulator } from '../../config/runtime.js';

/** The upload a job run processes: claimed by the trigger (status 'processing') and handed over. */
export interface MediaJobTask {
  bucket: string;
  objectPath: string;
  uploadId: string;
  uploaderUid: string;
}

const TASK_ENV: Record<keyof MediaJobTask, string> = {
  bucket: 'MEDIA_JOB_BUCKET',
  objectPath: 'MEDIA_JOB_OBJECT',
  uploadId: 'MEDIA_JOB_UPLOAD_ID',
  uploaderUid: 'MEDIA_JOB_UPLOADER_UID',
};

/** The task as environment variables (what a job run's container override carries). */
export function taskEnv(task: MediaJobTask): { name: string; value: string }[] {
  return (Object.keys(TASK_ENV) as (keyof MediaJobTask)[]).map((key) => ({ name: TASK_ENV[key], value: task[key] }));
}

/** The task a job run was started with; null when any part is missing. */
export function taskFromEnv(env: NodeJS.ProcessEnv): MediaJobTask | null {
  const read = (key: keyof MediaJobTask) => env[TASK_ENV[key]]?.trim() ?? '';
  const task = {
    bucket: read('bucket'),
    objectPath: read('objectPath'),
    uploadId: read('uploadId'),
    uploaderUid: read('uploaderUid'),
  };
  return Object.values(task).every((value) => value !== '') ? task : null;
}

/** The Cloud Run Admin API (v2) request that runs the job once for this task. */
export function jobRunRequest(task: MediaJobTask, where: { project: string; region: string; job: string }) {
  return {
    url: `https://run.googleapis.com/v2/projects/${where.project}/locations/${where.region}/jobs/${where.job}:run`,
    body: { overrides: { taskCount: 1, containerOverrides: [{ env: taskEnv(task) }] } },
  };
}

/** The job's entry point, built next to this module (functions/lib/jobs/mediaJob.js). */
const LOCAL_JOB_ENTRY = fileURLToPath(new URL('../../jobs/mediaJob.js', import.meta.url));

/** Starts one run of the media job for `task`; resolves once it has been asked for (not when it ends). */
export async function startMediaJob(task: MediaJobTask): Promise<void> {
  if (runningInEmulator()) {
    // Outlives the trigger's invocation, as a job run does; it inherits the emulators' hosts and the demo secrets.
    const env = { ...process.env, ...Object.fromEntries(taskEnv(task).map(({ name, value }) => [name, value])) };
    spawn(process.execPath, [LOCAL_JOB_ENTRY], { detached: true, stdio: 'inherit', env }).unref();
    return;
  }
  const project = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT;
  if (!project) throw new Error('the project id is unknown, so the media job cannot be started');
  const { GoogleAuth } = await import('google-auth-library');
  const client = await new GoogleAuth({ scopes: 'https://www.googleapis.com/auth/cloud-platform' }).getClient();
  const { url, body } = jobRunRequest(task, { project, region: FUNCTION_REGION, job: MEDIA_JOB_NAME.value() });
  await client.request({ url, method: 'POST', data: body });
}
