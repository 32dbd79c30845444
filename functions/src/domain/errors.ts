import { apiErrorText, type ApiErrorCode, type ApiErrorParams } from '../shared/api/apiErrors.js';

// What the domain refuses (docs/product-rules.md#accounts-and-validation): the domain says what went wrong (`kind`)
// and which message (`code`, @shared/api/apiErrors); only the API's error handler decides the HTTP status.

export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'notFound'
  /** Something upstream failed for now; the caller skips it and may try again later. */
  | 'unavailable'
  | 'conflict'
  | 'rateLimited'
  /** The law where the visitor is requires something first (an age check), or the service is not offered there. */
  | 'legallyRestricted';

/**
 * A refusal whose message is safe to show the user: `code` names it for the client (its English text and the
 * translations follow from the code, @shared/api/apiErrors), `message` is that English text unless a more specific
 * one is given (a validation error says which field).
 */
export class DomainError extends Error {
  readonly params: ApiErrorParams | undefined;

  constructor(
    readonly kind: DomainErrorKind,
    readonly code: ApiErrorCode,
    options: { params?: ApiErrorParams; message?: string } = {},
  ) {
    super(options.message ?? apiErrorText(code, options.params));
    this.name = 'DomainError';
    this.params = options.params;
  }
}
