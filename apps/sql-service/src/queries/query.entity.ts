import type { LimitingFactor, QueryState } from '@tessera/contracts';
import { Column, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** numeric columns come back from pg as strings; epoch milliseconds with a fraction fit a double. */
const epochMs = { to: (value: number | null) => value, from: (value: string | null) => (value === null ? null : Number(value)) };

/** One run of the SQL editor (Superset's `query` table). Times are epoch milliseconds, as Superset keeps them. */
@Entity({ name: 'query', schema: 'sql' })
export class QueryEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  /** The editor's id for the run; a second execute with the same id answers the first run. */
  @Column({ name: 'client_id', type: 'varchar', length: 11, unique: true })
  clientId!: string;

  @Column({ name: 'database_id', type: 'int' })
  databaseId!: number;

  /** The database's name when the query ran, for lists (databases live in the chart-data service). */
  @Column({ name: 'database_name', type: 'varchar', length: 250, nullable: true })
  databaseName!: string | null;

  @Column({ name: 'user_id', type: 'int', nullable: true })
  userId!: number | null;

  @Column({ type: 'varchar', length: 16 })
  status!: QueryState;

  @Column({ name: 'tab_name', type: 'varchar', length: 256, nullable: true })
  tabName!: string | null;

  @Column({ name: 'sql_editor_id', type: 'varchar', length: 256, nullable: true })
  sqlEditorId!: string | null;

  @Column({ type: 'varchar', length: 256, nullable: true })
  catalog!: string | null;

  @Column({ type: 'varchar', length: 256, nullable: true })
  schema!: string | null;

  @Column({ type: 'text' })
  sql!: string;

  /** The last statement as it ran, limit applied. */
  @Column({ name: 'select_sql', type: 'text', nullable: true })
  selectSql!: string | null;

  /** The whole script as it ran: templates rendered, limit applied. */
  @Column({ name: 'executed_sql', type: 'text', nullable: true })
  executedSql!: string | null;

  @Column({ name: 'limit', type: 'int', nullable: true })
  limit!: number | null;

  @Column({ name: 'limiting_factor', type: 'varchar', length: 32, default: 'UNKNOWN' })
  limitingFactor!: LimitingFactor;

  @Column({ name: 'select_as_cta', type: 'boolean', default: false })
  selectAsCta!: boolean;

  @Column({ name: 'select_as_cta_used', type: 'boolean', default: false })
  selectAsCtaUsed!: boolean;

  @Column({ name: 'ctas_method', type: 'varchar', length: 16, nullable: true })
  ctasMethod!: string | null;

  @Column({ name: 'tmp_table_name', type: 'varchar', length: 256, nullable: true })
  tmpTableName!: string | null;

  @Column({ name: 'tmp_schema_name', type: 'varchar', length: 256, nullable: true })
  tmpSchemaName!: string | null;

  /** `templateParams` as the editor sent it (a JSON string). */
  @Column({ name: 'template_params', type: 'text', nullable: true })
  templateParams!: string | null;

  @Column({ type: 'int', default: 0 })
  progress!: number;

  @Column({ type: 'int', nullable: true })
  rows!: number | null;

  @Column({ name: 'error_message', type: 'text', nullable: true })
  errorMessage!: string | null;

  /** Where the results backend keeps the rows. */
  @Column({ name: 'results_key', type: 'varchar', length: 64, nullable: true, unique: true })
  resultsKey!: string | null;

  @Column({ name: 'tracking_url', type: 'text', nullable: true })
  trackingUrl!: string | null;

  @Column({ name: 'start_time', type: 'numeric', precision: 20, scale: 6, nullable: true, transformer: epochMs })
  startTime!: number | null;

  @Column({ name: 'start_running_time', type: 'numeric', precision: 20, scale: 6, nullable: true, transformer: epochMs })
  startRunningTime!: number | null;

  @Column({ name: 'end_time', type: 'numeric', precision: 20, scale: 6, nullable: true, transformer: epochMs })
  endTime!: number | null;

  @Column({ name: 'end_result_backend_time', type: 'numeric', precision: 20, scale: 6, nullable: true, transformer: epochMs })
  endResultBackendTime!: number | null;

  /** Error details (`errors`) and anything else the editor shows beside the row. */
  @Column({ name: 'extra_json', type: 'text', default: '{}' })
  extraJson!: string;

  @UpdateDateColumn({ name: 'changed_on', type: 'timestamptz' })
  changedOn!: Date;
}
