// Turns an uploaded library file (JSON or CSV) into validated rows, or into a list of per-row
// errors. Pure: the CLI and the admin endpoint share it, and nothing is written unless every row is good.
import { CsvError, parse } from 'csv-parse/sync';
import { apiErrorText } from '../shared/api/apiErrors.js';
import { firstIssueMessage } from '../shared/api/firstIssueMessage.js';
import {
  LIBRARY_IMPORT_MAX_ROWS,
  libraryImportRowSchema,
  type LibraryImportFormat,
  type LibraryImportRow,
  type LibraryRowError,
} from '../shared/api/schemas/library.js';

export type LibraryFileResult =
  { ok: true; rows: LibraryImportRow[] } | { ok: false; error: string; rowErrors: LibraryRowError[] };

/** Enough to fix a file in one pass without flooding the page. */
const MAX_REPORTED_ERRORS = 100;
const CSV_COLUMNS = new Set(Object.keys(libraryImportRowSchema.shape));

/** Spreadsheets in comma-decimal locales export with semicolons; the header line tells which one a file uses. */
function detectDelimiter(source: string): ',' | ';' {
  const header = source.slice(0, source.search(/\r?\n|$/));
  return header.includes(';') && !header.includes(',') ? ';' : ',';
}

/** RFC 4180 CSV (quoted fields may hold delimiters, doubled quotes and line breaks), comma or semicolon separated. */
export function parseCsv(text: string): string[][] | { error: string } {
  try {
    const rows: string[][] = parse(text, { bom: true, delimiter: detectDelimiter(text), relax_column_count: true });
    // Blank and whitespace-only lines carry no row.
    return rows.filter((r) => !(r.length === 1 && r[0]?.trim() === ''));
  } catch (error) {
    if (error instanceof CsvError) return { error: csvErrorMessage(error) };
    throw error;
  }
}

function csvErrorMessage(error: CsvError): string {
  if (error.code === 'CSV_QUOTE_NOT_CLOSED') return 'The CSV has an unclosed quote.';
  const line = (error as CsvError & { lines?: number }).lines;
  return `The CSV is malformed${line === undefined ? '' : ` near line ${line}`}: put quotes around fields that contain quotes.`;
}

function csvRecords(content: string): Record<string, string>[] | { error: string } {
  const parsed = parseCsv(content);
  if ('error' in parsed) return parsed;
  const [header, ...lines] = parsed;
  if (!header) return { error: 'The file has no rows.' };
  const names = header.map((h) => h.trim());
  const unknown = names.filter((n) => !CSV_COLUMNS.has(n));
  if (unknown.length > 0) {
    return {
      error: `Unknown column${unknown.length > 1 ? 's' : ''} in the header: ${unknown.join(', ')}. Expected: ${[...CSV_COLUMNS].join(', ')}.`,
    };
  }
  return lines.map((cells) => {
    const record: Record<string, string> = {};
    names.forEach((name, index) => {
      const cell = cells[index];
      if (cell !== undefined && cell.trim() !== '') record[name] = cell;
    });
    // Extra cells beyond the header are a mistake worth reporting, not silently dropped.
    if (cells.length > names.length) record.__extra = cells.slice(names.length).join(',');
    return record;
  });
}

function jsonRecords(content: string): unknown[] | { error: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    return { error: 'The file is not valid JSON.' };
  }
  if (Array.isArray(parsed)) return parsed as unknown[];
  if (typeof parsed === 'object' && parsed !== null && Array.isArray((parsed as { items?: unknown }).items)) {
    return (parsed as { items: unknown[] }).items;
  }
  return { error: 'The JSON must be an array of items (or an object with an "items" array).' };
}

function dedupeKey(row: LibraryImportRow): string {
  return `${row.community}\n${row.url}`;
}

/** `communities`: the lower-case collections the star catalogue names (a row for any other is refused). */
export function parseLibraryFile(
  content: string,
  format: LibraryImportFormat,
  communities: ReadonlySet<string>,
): LibraryFileResult {
  const records = format === 'csv' ? csvRecords(content) : jsonRecords(content);
  if (!Array.isArray(records)) return { ok: false, error: records.error, rowErrors: [] };
  if (records.length === 0) return { ok: false, error: 'The file has no rows.', rowErrors: [] };
  if (records.length > LIBRARY_IMPORT_MAX_ROWS) {
    return {
      ok: false,
      error: `The file has ${records.length} rows; import at most ${LIBRARY_IMPORT_MAX_ROWS} per file.`,
      rowErrors: [],
    };
  }

  const rows: LibraryImportRow[] = [];
  const rowErrors: LibraryRowError[] = [];
  const firstRowFor = new Map<string, number>();
  records.forEach((record, index) => {
    const rowNumber = index + 1;
    if (typeof record === 'object' && record !== null && '__extra' in record) {
      rowErrors.push({ row: rowNumber, message: 'The row has more cells than the header has columns.' });
      return;
    }
    const result = libraryImportRowSchema.safeParse(record);
    if (!result.success) {
      rowErrors.push({ row: rowNumber, message: firstIssueMessage(result.error) });
      return;
    }
    if (!communities.has(result.data.community)) {
      rowErrors.push({ row: rowNumber, message: apiErrorText('communityNotOfCatalogue') });
      return;
    }
    const earlier = firstRowFor.get(dedupeKey(result.data));
    if (earlier !== undefined) {
      rowErrors.push({ row: rowNumber, message: `Same community and url as row ${earlier}.` });
      return;
    }
    firstRowFor.set(dedupeKey(result.data), rowNumber);
    rows.push(result.data);
  });

  if (rowErrors.length > 0) {
    const count = rowErrors.length;
    return {
      ok: false,
      error: `${count} row${count > 1 ? 's are' : ' is'} invalid; nothing was imported.`,
      rowErrors: rowErrors.slice(0, MAX_REPORTED_ERRORS),
    };
  }
  return { ok: true, rows };
}
