import { newUserDocument } from '@shared/users';

/**
 * A users/{uid} document as the app creates it (the shared new-user fields, created now), with `overrides` on top:
 * the one factory the rules, API and browser suites seed users through.
 */
export function userDocument<T extends object>(overrides: T = {} as T) {
  return { ...newUserDocument(null, new Date()), ...overrides };
}
