/**
 * Reading a table name in the statement text at a location the parser reported: the parser already
 * decided it is a table reference; this only finds where its text ends and what it says.
 */

interface NamePart {
  text: string;
  quoted: boolean;
}

function readParts(sql: string, start: number): { parts: NamePart[]; end: number } {
  const parts: NamePart[] = [];
  let index = start;
  for (;;) {
    const quote = sql[index];
    if (quote === '"' || quote === '`') {
      let text = '';
      index += 1;
      while (index < sql.length) {
        if (sql[index] === quote && sql[index + 1] === quote) {
          text += quote;
          index += 2;
        } else if (sql[index] === quote) break;
        else text += sql[index++];
      }
      index += 1;
      parts.push({ text, quoted: true });
    } else {
      const word = /^[^\s.,()"`;]+/.exec(sql.slice(index))?.[0] ?? '';
      index += word.length;
      parts.push({ text: word, quoted: false });
    }
    const dot = /^\s*\.\s*/.exec(sql.slice(index))?.[0];
    if (!dot) return { parts, end: index };
    index += dot.length;
  }
}

/** Where the (possibly qualified, possibly quoted) name starting at `start` ends. */
export function qualifiedNameEnd(sql: string, start: number): number {
  return readParts(sql, start).end;
}

/** The parts of the name starting at `start`, quotes removed, as written. */
export function qualifiedNameParts(sql: string, start: number): string[] {
  return readParts(sql, start).parts.map((part) => part.text);
}
