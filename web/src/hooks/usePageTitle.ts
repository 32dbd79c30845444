import { useEffect } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { APP_NAME } from '../config/pwa';
import { setPageTitle } from '../lib/discretion/disguise';

/**
 * Names the page in the tab ("Terms · StarSession") while it is shown, through the disguise, so that Discreet mode
 * and the Hide screen keep the neutral title (docs/product-rules.md "Hide and Discreet mode"). The title is text
 * already translated (`t` in the page) or a message (`msg`): either way the tab follows a language switch.
 */
export function usePageTitle(title: string | MessageDescriptor): void {
  const { i18n } = useLingui();
  const text = typeof title === 'string' ? title : i18n._(title);
  useEffect(() => {
    setPageTitle(`${text} · ${APP_NAME}`);
    return () => setPageTitle(null);
  }, [text]);
}
