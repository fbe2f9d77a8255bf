import { GenericDataType, getDialect, type EngineName, type SqlDialect } from '../../dialects';
import { maxIdentifierBytes } from '../../sql/engine-sql.helpers';
import { validateSqlFragment, type SqlFragmentKind } from '../../sql/sql-fragment.validator';
import type { DatasetColumnDefinition, DatasetDefinition, DatasetMetricDefinition } from '../dataset-definition.types';
import { SqlParameters } from './sql-parameters.binder';

/** Everything the compiler's parts share while compiling one query object. */
export interface CompileContext {
  readonly dialect: SqlDialect;
  readonly engine: EngineName;
  readonly dataset: DatasetDefinition;
  readonly columnsByName: ReadonlyMap<string, DatasetColumnDefinition>;
  readonly metricsByName: ReadonlyMap<string, DatasetMetricDefinition>;
  readonly params: SqlParameters;
  readonly now: Date;
  readonly allowSubqueries: boolean;
  /** A validated custom SQL fragment, in parentheses so it stays one operand wherever it lands. */
  fragment(sql: string, kind: SqlFragmentKind): string;
  quote(name: string): string;
  /** The quoted SELECT alias for an output label (shortened with a hash where the engine would truncate it). */
  alias(label: string): string;
  isTemporal(column: DatasetColumnDefinition): boolean;
  genericType(column: DatasetColumnDefinition): GenericDataType;
  /**
   * An expression as a single operand: quoted identifiers and fragments (already parenthesised)
   * stand alone, anything else (a grain function, `a + INTERVAL …`) is parenthesised before an
   * operator is applied to it.
   */
  operand(expression: string): string;
}

const encoder = new TextEncoder();

/** FNV-1a, enough to keep shortened aliases apart. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (const byte of encoder.encode(text)) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
}

function aliasText(label: string, limit: number | null): string {
  if (limit === null || encoder.encode(label).length <= limit) return label;
  const suffix = `__${shortHash(label)}`;
  let prefix = '';
  for (const char of label) {
    if (encoder.encode(prefix + char + suffix).length > limit) break;
    prefix += char;
  }
  return prefix + suffix;
}

export function createCompileContext(dataset: DatasetDefinition, now: Date, allowSubqueries: boolean): CompileContext {
  const dialect = getDialect(dataset.engine);
  const engine = dialect.engine;
  const limit = maxIdentifierBytes(engine);
  const genericType = (column: DatasetColumnDefinition): GenericDataType =>
    column.type ? dialect.genericType(column.type) : GenericDataType.STRING;
  const fragments = new Set<string>();
  const identifier = /^("[^"]*(?:""[^"]*)*"|`[^`]*(?:``[^`]*)*`)$/;
  return {
    dialect,
    engine,
    dataset,
    columnsByName: new Map(dataset.columns.map((column) => [column.columnName, column])),
    metricsByName: new Map(dataset.metrics.map((metric) => [metric.metricName, metric])),
    params: new SqlParameters(),
    now,
    allowSubqueries,
    fragment: (sql, kind) => {
      const wrapped = `(${validateSqlFragment(sql, { kind, engine, allowSubqueries })})`;
      fragments.add(wrapped);
      return wrapped;
    },
    quote: (name) => dialect.quoteIdentifier(name),
    alias: (label) => dialect.quoteIdentifier(aliasText(label, limit)),
    isTemporal: (column) => column.isDttm || genericType(column) === GenericDataType.TEMPORAL,
    genericType,
    operand: (expression) => (identifier.test(expression) || fragments.has(expression) ? expression : `(${expression})`),
  };
}
