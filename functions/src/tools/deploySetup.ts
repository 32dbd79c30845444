// `npm run deploy:setup -- --project <id>`: project settings the app relies on that a deploy does not
// carry, and data written under older rules. Today: the Auth password policy, so the 10-character minimum holds on
// the server too (the web form's check can be skipped by calling the Auth REST API directly); and library items
// published before their people had to be named go back to the review queue (docs/product-rules.md#review).
// Uses Application Default Credentials (or the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set).
import { pathToFileURL } from 'node:url';
import { initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth, type PasswordPolicyConfig, type UpdateProjectConfigRequest } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { returnUncheckedItemsToReview } from '../media/olderApprovals.js';
import { PASSWORD_MIN_LENGTH } from '../shared/constants.js';

/** The project's password policy: at least PASSWORD_MIN_LENGTH characters, enforced at sign-up and password change. */
export const PASSWORD_POLICY_REQUEST: UpdateProjectConfigRequest = {
  passwordPolicyConfig: {
    enforcementState: 'ENFORCE',
    // Existing accounts keep signing in; the policy applies when a password is set.
    forceUpgradeOnSignin: false,
    constraints: { minLength: PASSWORD_MIN_LENGTH },
  },
};

/** Sets the policy with the Admin SDK and answers what the project now reports. */
export async function applyPasswordPolicy(
  auth: Pick<Auth, 'projectConfigManager'>,
): Promise<PasswordPolicyConfig | undefined> {
  const config = await auth.projectConfigManager().updateProjectConfig(PASSWORD_POLICY_REQUEST);
  return config.passwordPolicyConfig;
}

export function projectFromArgs(argv: readonly string[]): string | undefined {
  const i = argv.indexOf('--project');
  const value = i >= 0 ? argv[i + 1] : argv.find((a) => a.startsWith('--project='))?.slice('--project='.length);
  return value && !value.startsWith('--') ? value : undefined;
}

async function main(argv: string[]): Promise<void> {
  const projectId = projectFromArgs(argv) ?? process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT;
  if (!projectId) {
    console.error('Usage: npm run deploy:setup -- --project <project id>');
    process.exit(2);
  }
  initializeApp({ projectId });
  const policy = await applyPasswordPolicy(getAuth());
  console.log(`Auth password policy on ${projectId}: ${JSON.stringify(policy)}`);
  const reopened = await returnUncheckedItemsToReview(getFirestore());
  console.log(`Library items returned to review (published before their people were checked): ${String(reopened)}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
