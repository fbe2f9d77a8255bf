/** Message shown when neither the async clipboard nor `execCommand('copy')` is usable. */
export const COPY_UNSUPPORTED_TEXT = 'Sorry, your browser does not support copying. Use Ctrl / Cmd + C!';

/**
 * Writes `text` to the clipboard. The async API needs a secure context, so plain-HTTP deployments
 * fall back to selecting a hidden textarea and `execCommand('copy')`. Rejects when both fail.
 */
export async function copyTextToClipboard(text: string): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Permission denied or insecure context: try the selection-based fallback below.
    }
  }
  if (!copyWithSelection(text)) throw new Error(COPY_UNSUPPORTED_TEXT);
}

function copyWithSelection(text: string): boolean {
  if (typeof document === 'undefined' || typeof document.execCommand !== 'function') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    document.body.removeChild(area);
  }
}
