// The demo identity provider's page, answered the way a person would (demo-upstream/src/identityCheckPages.ts): what
// the document "says", then Pass or Fail. The seed and the tests use it for performer records (demoPerformer.ts) and
// for the demo admin's own uploader check. Emulators only.
import { API_PATHS } from '../shared/api/paths.js';
import {
  ID_CHECK_RETURN_PARAM,
  idCheckFinishedSchema,
  idCheckStartedSchema,
  uploaderCheckViewSchema,
  type UploaderCheckBody,
} from '../shared/api/schemas/identityChecks.js';

export async function okJson(res: Response, what: string): Promise<unknown> {
  if (!res.ok) throw new Error(`demo: ${what} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/**
 * On the demo identity provider's page for a check started at `redirectUrl`, types what the document "says" and
 * presses `outcome`; answers the return token of the address the provider sends the browser back to.
 */
export async function answerDemoIdentityCheck(
  redirectUrl: string,
  outcome: 'pass' | 'fail',
  document: { fullName: string; dateOfBirth: string },
): Promise<string> {
  const page = await fetch(redirectUrl);
  if (!page.ok) throw new Error(`demo identity check: the provider's page answered ${page.status}`);
  const query = new URL(redirectUrl).searchParams;
  const decided = await fetch(new URL('decide', redirectUrl), {
    method: 'POST',
    body: new URLSearchParams({
      sessionID: query.get('sessionID') ?? '',
      sessionToken: query.get('sessionToken') ?? '',
      full_name: document.fullName,
      date_of_birth: document.dateOfBirth,
      outcome,
    }),
    redirect: 'manual',
  });
  if (decided.status !== 303)
    throw new Error(`demo identity check: the provider's decision answered ${decided.status}`);
  return new URL(decided.headers.get('location') ?? '').searchParams.get(ID_CHECK_RETURN_PARAM) ?? '';
}

/** The admin whose token this is passes their own uploader check as `identity`, unless they have already. */
export async function passDemoUploaderCheck(appUrl: string, token: string, identity: UploaderCheckBody): Promise<void> {
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const base = `${appUrl}${API_PATHS.adminUploaderCheck}`;
  const { check } = uploaderCheckViewSchema.parse(await okJson(await fetch(base, { headers }), 'reading the check'));
  if (check.status === 'passed') return;
  const started = await fetch(base, { method: 'POST', headers, body: JSON.stringify(identity) });
  const { redirectUrl } = idCheckStartedSchema.parse(await okJson(started, 'starting the uploader check'));
  const returnToken = await answerDemoIdentityCheck(redirectUrl, 'pass', {
    fullName: identity.legalName,
    dateOfBirth: identity.dateOfBirth,
  });
  const finished = await fetch(`${appUrl}${API_PATHS.adminUploaderCheckFinish}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ returnToken }),
  });
  const { status } = idCheckFinishedSchema.parse(await okJson(finished, 'finishing the uploader check'));
  if (status !== 'passed') throw new Error(`demo: the uploader check ended ${status}`);
}
