import { toast } from './toast';

/**
 * Puts text on the clipboard. The Clipboard API needs a secure context (HTTPS or localhost);
 * a self-hosted instance on plain HTTP falls back to a hidden text area and the copy command.
 * Rejects when the browser allows neither.
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

/**
 * Copies text and says how it went in a toast: `title` and `description` when it is on the
 * clipboard, "Copy failed" and `failed` (what to do instead) when the browser refused.
 * Resolves to whether the text was copied.
 */
export async function copyWithToast(
  text: string,
  said: { title: string; description: string; failed: string },
): Promise<boolean> {
  try {
    await copyText(text);
  } catch {
    toast({ title: 'Copy failed', description: said.failed, variant: 'destructive' });
    return false;
  }
  toast({ title: said.title, description: said.description });
  return true;
}
