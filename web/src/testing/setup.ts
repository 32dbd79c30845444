import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { i18n } from '../lib/i18n/i18n';

// findBy*/waitFor give up after 1 s by default; with the whole suite sharing two cores a render can take longer than
// that, and a test should fail because something never appears, not because the machine was busy.
configure({ asyncUtilTimeout: 5000 });

// English, from the source messages (compiled at run time in development): the spec's strings, as users read them.
beforeEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
