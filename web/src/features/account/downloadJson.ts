/** Hands a JSON document to the browser as a file download (nothing leaves the page but the saved file). */
export function downloadJson(fileName: string, data: unknown): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the blob over: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** starsession-data-YYYY-MM-DD.json, by the day of the export. */
export function exportFileName(exportedAt: string): string {
  return `starsession-data-${exportedAt.slice(0, 10)}.json`;
}
