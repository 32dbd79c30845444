import { describe, expect, it } from 'vitest';
import { jobRunRequest, taskEnv, taskFromEnv, type MediaJobTask } from './mediaJob.js';

const TASK: MediaJobTask = {
  bucket: 'demo.appspot.com',
  objectPath: 'uploads/uid1/abcdefghijklmnopqrst/original',
  uploadId: 'abcdefghijklmnopqrst',
  uploaderUid: 'uid1',
};

describe('the media job’s task', () => {
  it('when named in a run’s environment, then the run reads back the same task', () => {
    const env = Object.fromEntries(taskEnv(TASK).map(({ name, value }) => [name, value]));
    expect(taskFromEnv(env)).toEqual(TASK);
  });

  it('when any part is missing or blank, then the run has no task', () => {
    const env = Object.fromEntries(taskEnv(TASK).map(({ name, value }) => [name, value]));
    for (const name of Object.keys(env)) {
      expect(taskFromEnv({ ...env, [name]: undefined }), name).toBeNull();
      expect(taskFromEnv({ ...env, [name]: '  ' }), name).toBeNull();
    }
  });

  it('when the trigger starts a run, then it asks Cloud Run to run the job once with the task as its environment', () => {
    const request = jobRunRequest(TASK, { project: 'p1', region: 'us-central1', job: 'media-processing' });
    expect(request.url).toBe(
      'https://run.googleapis.com/v2/projects/p1/locations/us-central1/jobs/media-processing:run',
    );
    expect(request.body).toEqual({ overrides: { taskCount: 1, containerOverrides: [{ env: taskEnv(TASK) }] } });
  });
});
