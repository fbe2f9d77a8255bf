/** HTML-escapes text for the body of a report email. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  return escapeHtml(typeof value === 'object' ? JSON.stringify(value) : String(value));
}

/** A plain HTML table of rows, for TEXT reports. */
export function htmlTable(columns: string[], rows: Record<string, unknown>[]): string {
  const head = columns
    .map((c) => `<th style="text-align:left;padding:4px 8px;border-bottom:1px solid #ccc">${escapeHtml(c)}</th>`)
    .join('');
  const body = rows.map((row) => `<tr>${columns.map((c) => `<td style="padding:4px 8px">${cell(row[c])}</td>`).join('')}</tr>`).join('');
  return `<table style="border-collapse:collapse"><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}
