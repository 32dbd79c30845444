import { paths } from '../../config/paths';

const POLICY_PATHS: readonly string[] = [paths.terms, paths.privacy, paths.contentRemoval, paths.recordsStatement];

/** The policy pages hold no media: a visitor reads them before confirming the age gate. */
export function isPolicyPath(pathname: string): boolean {
  return POLICY_PATHS.includes(pathname.replace(/\/+$/, '') || '/');
}
