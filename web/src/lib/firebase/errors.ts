/** The `code` of a Firebase error ('auth/…' for identity, 'permission-denied' etc. for Firestore), else null. */
export function firebaseErrorCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code } = error as { code?: unknown };
  return typeof code === 'string' ? code : null;
}
