import type { SqlToken } from './sql-lexer';

/**
 * What a statement does, as far as the editor's rules care: `select` returns rows and changes
 * nothing, `read` inspects (EXPLAIN, SHOW, DESCRIBE), `session` changes only the connection
 * (SET, USE, BEGIN), `mutating` writes data or schema.
 */
export type StatementKind = 'select' | 'read' | 'session' | 'mutating';

const SELECT_STARTS = new Set(['SELECT', 'VALUES', 'TABLE', 'WITH', 'FROM']);
const READ_STARTS = new Set(['EXPLAIN', 'SHOW', 'DESCRIBE', 'DESC', 'SUMMARIZE']);
const SESSION_STARTS = new Set(['SET', 'RESET', 'USE', 'BEGIN', 'START', 'COMMIT', 'ROLLBACK', 'END']);
/** Keywords that begin a data-modifying statement, also inside a CTE body. */
const DML_KEYWORDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE', 'UPSERT', 'REPLACE', 'CREATE', 'DROP', 'ALTER', 'TRUNCATE', 'COPY']);

function isWord(token: SqlToken | undefined, ...words: string[]): boolean {
  return token?.kind === 'word' && words.includes(token.text);
}

/** A DML keyword that starts a (sub-)statement: first, after `(`, or after a top-level `)` ending a CTE list. */
function startsSubStatement(tokens: SqlToken[], index: number): boolean {
  const token = tokens[index];
  if (token.kind !== 'word' || !DML_KEYWORDS.has(token.text)) return false;
  // `replace(…)`, `insert(…)`, `truncate(…)` are functions.
  if (tokens[index + 1]?.kind === 'punct' && tokens[index + 1].text === '(') return false;
  const previous = tokens[index - 1];
  if (!previous) return true;
  if (previous.kind === 'punct' && previous.text === '(') return true;
  return previous.kind === 'punct' && previous.text === ')' && previous.depth === 0;
}

function selectKind(tokens: SqlToken[]): StatementKind {
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index];
    if (startsSubStatement(tokens, index)) return 'mutating';
    // `SELECT … INTO t` creates a table (PostgreSQL) or writes a file (MySQL `INTO OUTFILE`).
    if (token.depth === 0 && isWord(token, 'INTO')) return 'mutating';
  }
  return 'select';
}

function explainKind(tokens: SqlToken[]): StatementKind {
  // EXPLAIN ANALYZE runs the statement it explains.
  const analyzes = tokens.some((t) => isWord(t, 'ANALYZE', 'ANALYSE'));
  if (!analyzes) return 'read';
  const body = tokens.findIndex((t, i) => i > 0 && t.kind === 'word' && (SELECT_STARTS.has(t.text) || DML_KEYWORDS.has(t.text)));
  if (body < 0) return 'read';
  const rest = tokens.slice(body);
  return SELECT_STARTS.has(rest[0].text) ? selectKind(rest) : 'mutating';
}

/** Classifies one statement from its tokens; anything unknown counts as mutating. */
export function statementKind(tokens: SqlToken[]): StatementKind {
  let first = 0;
  while (tokens[first]?.kind === 'punct' && tokens[first].text === '(') first += 1;
  const head = tokens[first];
  if (!head) return 'read';
  if (head.kind !== 'word') return 'mutating';
  if (SELECT_STARTS.has(head.text)) return selectKind(tokens.slice(first));
  if (READ_STARTS.has(head.text)) return head.text === 'EXPLAIN' ? explainKind(tokens) : 'read';
  if (head.text === 'PRAGMA') return tokens.some((t) => t.kind === 'operator' && t.text === '=') ? 'session' : 'read';
  if (SESSION_STARTS.has(head.text)) {
    // SET GLOBAL / SET PERSIST change the server for everyone.
    if (head.text === 'SET' && isWord(tokens[first + 1], 'GLOBAL', 'PERSIST', 'PERSIST_ONLY', 'PASSWORD')) return 'mutating';
    return 'session';
  }
  return 'mutating';
}
