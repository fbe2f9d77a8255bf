const MODIFIERS = new Set([
  'OR',
  'REPLACE',
  'TEMP',
  'TEMPORARY',
  'UNIQUE',
  'TRUSTED',
  'PROCEDURAL',
  'UNLOGGED',
  'PERSISTENT',
  'GLOBAL',
  'LOCAL',
  'IF',
  'NOT',
  'EXISTS',
  'FORCE',
]);
const DEFINING = new Set(['CREATE', 'ALTER', 'DROP']);

/**
 * A readable name for a statement from its leading words (`CREATE SECRET`, `ATTACH`), for refusal
 * messages only: what is refused is decided from the parse tree, never from this text.
 */
export function statementLabel(sql: string): string {
  const code = sql.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(--|#)[^\n]*/g, ' ');
  const words = (code.match(/[A-Za-z_]+/g) ?? []).map((word) => word.toUpperCase());
  const [first] = words;
  if (!first) return 'Empty';
  if (!DEFINING.has(first) && first !== 'FORCE') return first;
  const object = words.slice(1).find((word) => !MODIFIERS.has(word));
  return object ? `${first} ${object}` : first;
}
