import { useEffect } from 'react';
import { APP_NAME } from '../config/pwa';
import { setPageTitle } from '../lib/discretion/disguise';

/**
 * Names the page in the tab ("Terms · StarSession") while it is shown, through the disguise, so that Discreet mode
 * and the Hide screen keep the neutral title (docs/product-rules.md "Hide and Discreet mode").
 */
export function usePageTitle(title: string): void {
  useEffect(() => {
    setPageTitle(`${title} · ${APP_NAME}`);
    return () => setPageTitle(null);
  }, [title]);
}
