import { TemplateSyntaxError } from './template-syntax.error';

/** A piece of a template: literal text, `{{ output }}` or `{% statement %}` (comments are dropped). */
export interface TemplateSegment {
  kind: 'text' | 'output' | 'statement';
  /** The text, or the code between the delimiters. */
  content: string;
  /** 1-based line where the segment starts. */
  line: number;
}

const OPENERS: Record<string, { close: string; kind: 'output' | 'statement' | 'comment' }> = {
  '{{': { close: '}}', kind: 'output' },
  '{%': { close: '%}', kind: 'statement' },
  '{#': { close: '#}', kind: 'comment' },
};

function lineAt(source: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i += 1) if (source[i] === '\n') line += 1;
  return line;
}

/** Finds the closing delimiter, skipping string literals inside the tag. */
function findClose(source: string, from: number, close: string): number {
  let quote: string | null = null;
  for (let index = from; index < source.length; index += 1) {
    const char = source[index];
    if (quote) {
      if (char === '\\') index += 1;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (source.startsWith(close, index)) {
      return index;
    }
  }
  return -1;
}

/**
 * Splits a template into text and tags, applying Jinja's whitespace control: `{%-` / `{{-` trim
 * whitespace before the tag, `-%}` / `-}}` after it.
 */
export function splitTemplate(source: string): TemplateSegment[] {
  const segments: TemplateSegment[] = [];
  let index = 0;
  let trimNext = false;
  const pushText = (text: string, at: number) => {
    const value = trimNext ? text.replace(/^\s+/, '') : text;
    trimNext = false;
    if (value) segments.push({ kind: 'text', content: value, line: lineAt(source, at) });
  };
  while (index < source.length) {
    const open = /\{[{%#]/.exec(source.slice(index));
    if (!open) {
      pushText(source.slice(index), index);
      break;
    }
    const start = index + open.index;
    const opener = OPENERS[open[0]];
    let text = source.slice(index, start);
    let bodyStart = start + 2;
    if (source[bodyStart] === '-') {
      text = text.replace(/\s+$/, '');
      bodyStart += 1;
    }
    pushText(text, index);
    const end = findClose(source, bodyStart, opener.close);
    if (end < 0) throw new TemplateSyntaxError(`"${open[0]}" is never closed with "${opener.close}"`, lineAt(source, start));
    let bodyEnd = end;
    if (source[end - 1] === '-' && end - 1 >= bodyStart) {
      bodyEnd = end - 1;
      trimNext = true;
    }
    if (opener.kind !== 'comment') {
      segments.push({ kind: opener.kind, content: source.slice(bodyStart, bodyEnd).trim(), line: lineAt(source, start) });
    }
    index = end + 2;
  }
  return segments;
}

/** Whether the text uses template syntax at all (plain SQL skips the template engine). */
export function hasTemplateSyntax(source: string): boolean {
  return /\{[{%#]/.test(source);
}
