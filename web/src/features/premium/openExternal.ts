import { safeExternalHref } from '@shared/text/sanitize';

/** Opens a server-issued link in a new tab without giving it our window; false when the link is unsafe. */
export function openExternal(url: string): boolean {
  const href = safeExternalHref(url);
  if (!href) return false;
  window.open(href, '_blank', 'noopener,noreferrer');
  return true;
}
