/** Average glyph width relative to font size for the UI's sans-serif font. */
const AVERAGE_CHAR_WIDTH = 0.6;

export function estimateTextWidth(text: string, fontSize: number): number {
  return text.length * fontSize * AVERAGE_CHAR_WIDTH;
}

/** Shortens a label with an ellipsis so its estimated width fits. */
export function truncateText(text: string, maxWidth: number, fontSize: number): string {
  if (estimateTextWidth(text, fontSize) <= maxWidth) return text;
  const fit = Math.max(0, Math.floor(maxWidth / (fontSize * AVERAGE_CHAR_WIDTH)) - 1);
  return `${text.slice(0, fit)}…`;
}
