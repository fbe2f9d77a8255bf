import { Column, Entity, Generated, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn } from 'typeorm';
import { AuditedEntity } from '@tessera/platform';
import { DatabaseEntity } from '../connections/database.entity';
import { DatasetColumnEntity } from './dataset-column.entity';
import { DatasetMetricEntity } from './dataset-metric.entity';

/** A physical table or a virtual (SQL) dataset (Superset's `tables`). */
@Entity({ name: 'dataset', schema: 'charts' })
export class DatasetEntity extends AuditedEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'uuid', unique: true })
  @Generated('uuid')
  uuid!: string;

  @Column({ name: 'table_name', type: 'varchar', length: 250 })
  tableName!: string;

  @Column({ name: 'database_id', type: 'int' })
  databaseId!: number;

  @ManyToOne(() => DatabaseEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'database_id' })
  database?: DatabaseEntity;

  @Column({ type: 'varchar', length: 250, nullable: true })
  catalog!: string | null;

  @Column({ name: 'schema', type: 'varchar', length: 250, nullable: true })
  schemaName!: string | null;

  @Column({ type: 'text', nullable: true })
  sql!: string | null;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ name: 'main_dttm_col', type: 'varchar', length: 250, nullable: true })
  mainDttmCol!: string | null;

  @Column({ name: 'default_endpoint', type: 'text', nullable: true })
  defaultEndpoint!: string | null;

  @Column({ type: 'int', default: 0 })
  offset!: number;

  @Column({ name: 'cache_timeout', type: 'int', nullable: true })
  cacheTimeout!: number | null;

  @Column({ name: 'is_sqllab_view', type: 'boolean', default: false })
  isSqllabView!: boolean;

  @Column({ name: 'template_params', type: 'text', nullable: true })
  templateParams!: string | null;

  /** JSON text: certification (`certified_by`, `details`), `warning_markdown`, … */
  @Column({ type: 'text', nullable: true })
  extra!: string | null;

  @Column({ name: 'is_managed_externally', type: 'boolean', default: false })
  isManagedExternally!: boolean;

  @Column({ name: 'external_url', type: 'text', nullable: true })
  externalUrl!: string | null;

  @Column({ name: 'filter_select_enabled', type: 'boolean', default: true })
  filterSelectEnabled!: boolean;

  @Column({ name: 'fetch_values_predicate', type: 'text', nullable: true })
  fetchValuesPredicate!: string | null;

  @Column({ name: 'normalize_columns', type: 'boolean', default: false })
  normalizeColumns!: boolean;

  @Column({ name: 'always_filter_main_dttm', type: 'boolean', default: false })
  alwaysFilterMainDttm!: boolean;

  /** Bumped on every change that alters query results; part of chart-data cache keys. */
  @Column({ type: 'int', default: 1 })
  version!: number;

  /** User ids (users live in the security module). */
  @Column({ type: 'int', array: true, default: () => "'{}'" })
  owners!: number[];

  @OneToMany(() => DatasetColumnEntity, (column) => column.dataset, { cascade: true })
  columns?: DatasetColumnEntity[];

  @OneToMany(() => DatasetMetricEntity, (metric) => metric.dataset, { cascade: true })
  metrics?: DatasetMetricEntity[];
}
