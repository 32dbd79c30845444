import type { z } from 'zod';

type Issue = z.core.$ZodIssue;

function fieldName(issue: Issue): string {
  return issue.path.length > 0 ? issue.path.map(String).join('.') : 'Input';
}

function unitFor(origin: string): string {
  if (origin === 'string') return ' characters';
  if (origin === 'array' || origin === 'set') return ' items';
  return '';
}

function describe(issue: Issue): string {
  const field = fieldName(issue);
  switch (issue.code) {
    case 'invalid_type':
      // zod reports a missing value as "received undefined"; say "required" instead.
      return issue.message.endsWith('received undefined')
        ? `${field} is required.`
        : `${field} must be ${issue.expected}.`;
    case 'too_small':
      return `${field} must be ${issue.inclusive === false ? 'more than' : 'at least'} ${String(issue.minimum)}${unitFor(issue.origin)}.`;
    case 'too_big':
      return `${field} must be ${issue.inclusive === false ? 'less than' : 'at most'} ${String(issue.maximum)}${unitFor(issue.origin)}.`;
    case 'invalid_value':
      return `${field} must be one of: ${issue.values.map(String).join(', ')}.`;
    case 'invalid_format':
      return `${field} has an invalid format.`;
    case 'unrecognized_keys':
      return `Unexpected field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}.`;
    case 'not_multiple_of':
      return `${field} must be a multiple of ${String(issue.divisor)}.`;
    default:
      return `${field} is invalid.`;
  }
}

/**
 * One readable sentence for the first problem, for `{ ok: false, error }` answers and form hints.
 * Our own schema messages (full sentences ending in '.', '!' or '?') pass through unchanged;
 * zod's default messages are rewritten as "<field> must be …".
 */
export function firstIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request.';
  if (/[.!?]$/.test(issue.message)) return issue.message;
  return describe(issue);
}
