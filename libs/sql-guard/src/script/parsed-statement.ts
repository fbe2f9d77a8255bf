import type { StatementFacts } from '../analysis/statement-facts';

/** One statement of a script, parsed and analysed, before any policy is applied. */
export interface ParsedStatement {
  /** The statement's text, as in {@link GuardedStatement.sql}. */
  sql: string;
  offset: number;
  facts: StatementFacts;
}
