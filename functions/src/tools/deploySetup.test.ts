import type { Auth, UpdateProjectConfigRequest } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH } from '../shared/constants.js';
import { applyPasswordPolicy, PASSWORD_POLICY_REQUEST, projectFromArgs } from './deploySetup.js';

describe('deploy:setup password policy', () => {
  it('sends an enforced policy with the PASSWORD_MIN_LENGTH minimum to the project config', async () => {
    const sent: UpdateProjectConfigRequest[] = [];
    const auth = {
      projectConfigManager: () => ({
        updateProjectConfig: (request: UpdateProjectConfigRequest) => {
          sent.push(request);
          return Promise.resolve({ passwordPolicyConfig: request.passwordPolicyConfig });
        },
      }),
    } as unknown as Pick<Auth, 'projectConfigManager'>;
    const policy = await applyPasswordPolicy(auth);
    expect(sent).toEqual([PASSWORD_POLICY_REQUEST]);
    expect(policy).toMatchObject({ enforcementState: 'ENFORCE', constraints: { minLength: 10 } });
    expect(PASSWORD_MIN_LENGTH).toBe(10);
  });

  it('reads --project in both spellings', () => {
    expect(projectFromArgs(['--project', 'starsession-prod'])).toBe('starsession-prod');
    expect(projectFromArgs(['--project=starsession-prod'])).toBe('starsession-prod');
    expect(projectFromArgs(['--project'])).toBeUndefined();
  });
});
