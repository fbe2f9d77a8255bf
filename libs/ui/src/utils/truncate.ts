/** Tag chips show at most this many characters of a name. */
export const TAG_NAME_MAX_LENGTH = 20;

/** Shortens `text` to `max` characters plus an ellipsis; shorter texts are returned unchanged. */
export function truncateText(text: string, max: number = TAG_NAME_MAX_LENGTH): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
