import type { MessageDescriptor } from '@lingui/core';
import type { ApiErrorCode, ApiErrorParams } from '@shared/api/apiErrors';
import { DEFAULT_LOCALE } from '@shared/constants';
import { i18n } from '../i18n/i18n';
import { API_ERROR_MESSAGES, API_ERROR_PARAMS, type ShownApiErrorCode } from './apiErrorMessages';

// A failure answer's body (`{ ok: false, error, code, params? }`, @shared/api/apiErrors) as a sentence for the visitor.

/** Texts of codes that load with a lazily loaded area (the console's), added when it loads. */
const registered: Partial<Record<ApiErrorCode, MessageDescriptor>> = {};

export function registerApiErrorMessages(messages: Partial<Record<ApiErrorCode, MessageDescriptor>>): void {
  Object.assign(registered, messages);
}

function descriptorOf(code: unknown): MessageDescriptor | undefined {
  if (typeof code !== 'string') return undefined;
  if (Object.hasOwn(API_ERROR_MESSAGES, code)) return API_ERROR_MESSAGES[code as ShownApiErrorCode];
  return Object.hasOwn(registered, code) ? registered[code as ApiErrorCode] : undefined;
}

/** The answer's params when they fill every placeholder of the code's text, else null. */
function paramsFor(code: string, raw: unknown): ApiErrorParams | null {
  const params: Record<string, string | number> = {};
  if (typeof raw === 'object' && raw !== null) {
    for (const [name, value] of Object.entries(raw)) {
      if (typeof value === 'string' || typeof value === 'number') params[name] = value;
    }
  }
  const needed: readonly string[] = API_ERROR_PARAMS[code as ShownApiErrorCode] ?? [];
  return needed.every((name) => Object.hasOwn(params, name)) ? params : null;
}

/**
 * The code's text in the active language; in English (or for a code this app does not know) the server's own
 * `error`, which may say more (which field a validation error is about); else `fallback`.
 */
export function errorBodyMessage(body: unknown, fallback: string | MessageDescriptor): string {
  const { error, code, params } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const english = typeof error === 'string' && error.trim() !== '' ? error : null;
  const known = descriptorOf(code);
  if (known && typeof code === 'string' && !(english !== null && i18n.locale === DEFAULT_LOCALE)) {
    const values = paramsFor(code, params);
    if (values !== null) {
      const descriptor: MessageDescriptor = { ...known, values };
      return i18n._(descriptor);
    }
  }
  if (english !== null) return english;
  return typeof fallback === 'string' ? fallback : i18n._(fallback);
}
