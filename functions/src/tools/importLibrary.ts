// `node functions/lib/tools/importLibrary.js <file.json|file.csv> [--format json|csv] [--dry-run]`:
// validates every row and imports the file into the media library, all or nothing.
// Uses Application Default Credentials (or the emulators when FIRESTORE_EMULATOR_HOST is set).
import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { parseLibraryFile } from '../media/libraryFile.js';
import { managedCollections } from '../media/libraryAdmin.js';
import { importLibraryRows } from '../media/libraryStore.js';
import { LIBRARY_IMPORT_FORMATS, type LibraryImportFormat } from '../shared/api/schemas/library.js';

const USAGE = 'Usage: node functions/lib/tools/importLibrary.js <file.json|file.csv> [--format json|csv] [--dry-run]';

function formatOf(file: string, flag: string | undefined): LibraryImportFormat | null {
  const wanted = (flag ?? extname(file).slice(1)).toLowerCase();
  return LIBRARY_IMPORT_FORMATS.find((f) => f === wanted) ?? null;
}

async function main(argv: string[]): Promise<number> {
  const formatIndex = argv.indexOf('--format');
  const formatFlag = formatIndex >= 0 ? argv[formatIndex + 1] : undefined;
  const file = argv.find((a, i) => !a.startsWith('--') && (formatIndex < 0 || i !== formatIndex + 1));
  const dryRun = argv.includes('--dry-run');
  if (!file) {
    console.error(USAGE);
    return 2;
  }
  const format = formatOf(file, formatFlag);
  if (!format) {
    console.error(`Cannot tell the format of ${file}; pass --format json or --format csv.\n${USAGE}`);
    return 2;
  }

  initializeApp();
  // Rows must name a collection of the live star catalogue (the dry run checks that too, so it reads it).
  const parsed = parseLibraryFile(readFileSync(file, 'utf8'), format, await managedCollections());
  if (!parsed.ok) {
    console.error(parsed.error);
    for (const { row, message } of parsed.rowErrors) console.error(`  row ${row}: ${message}`);
    return 1;
  }
  if (dryRun) {
    console.log(
      `${parsed.rows.length} row${parsed.rows.length === 1 ? ' is' : 's are'} valid (dry run: nothing written).`,
    );
    return 0;
  }
  const { imported, skipped } = await importLibraryRows(getFirestore(), parsed.rows);
  console.log(`Imported ${imported} items; ${skipped} were already in the library.`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
