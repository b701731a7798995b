/** The download's file name: the title lowercased, every non-alphanumeric an underscore, .txt. */
export function downloadFileName(title: string): string {
  const base = title.toLowerCase().replace(/[^a-z0-9]/g, '_');
  return `${/[a-z0-9]/.test(base) ? base : 'resume'}.txt`;
}

/** Saves text as a file through the browser's download. */
export function saveTextFile(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Puts text on the clipboard. The Clipboard API needs a secure context (HTTPS or localhost);
 * a self-hosted instance on plain HTTP falls back to a hidden text area and the copy command.
 */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText && window.isSecureContext) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('Copying is not available in this browser.');
}
