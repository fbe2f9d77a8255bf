const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** Links keep only web and mail addresses; anything else (`javascript:`…) stays plain text. */
const SAFE_URL = /^(https?:\/\/|mailto:|\/)/i;

function inline(text: string): string {
  return escapeHtml(text)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^*])\*([^*]+)\*/g, '$1<em>$2</em>')
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (whole, label: string, url: string) => {
      const href = url.replace(/&amp;/g, '&');
      return SAFE_URL.test(href) ? `<a href="${escapeHtml(href)}">${label}</a>` : whole;
    });
}

function block(paragraph: string): string {
  const heading = /^(#{1,6})\s+(.*)$/.exec(paragraph);
  if (heading && !paragraph.includes('\n')) return `<h${heading[1].length}>${inline(heading[2])}</h${heading[1].length}>`;
  const lines = paragraph.split('\n');
  if (lines.every((line) => /^\s*[-*]\s+/.test(line))) {
    return `<ul>\n${lines.map((line) => `<li>${inline(line.replace(/^\s*[-*]\s+/, ''))}</li>`).join('\n')}\n</ul>`;
  }
  return `<p>${lines.map(inline).join('\n')}</p>`;
}

/**
 * `description_markeddown`: the chart description as HTML, covering the Markdown chart descriptions
 * use (paragraphs, headings, lists, emphasis, code, links). Raw HTML in the text is escaped, never
 * passed through, as Superset's sanitised Markdown guarantees.
 */
export function renderDescription(description: string | null): string {
  if (!description || description.trim() === '') return '';
  return description
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map(block)
    .join('\n');
}
