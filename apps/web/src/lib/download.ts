/**
 * Saves data as a file through the browser's download: a temporary object URL on a hidden
 * link, clicked once and released a moment later (Safari needs the URL alive for the click).
 */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Saves text as a UTF-8 plain-text file. */
export function downloadText(fileName: string, text: string): void {
  downloadBlob(fileName, new Blob([text], { type: 'text/plain;charset=utf-8' }));
}

/** Saves a value as a pretty-printed JSON file. */
export function downloadJson(fileName: string, value: unknown): void {
  downloadBlob(
    fileName,
    new Blob([JSON.stringify(value, null, 2)], { type: 'application/json;charset=utf-8' }),
  );
}
