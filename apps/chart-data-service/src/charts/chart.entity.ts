import { Column, Entity, Generated, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { AuditedEntity } from '@tessera/platform';
import { DatasetEntity } from '../datasets/dataset.entity';

/** A saved chart (Superset's `slices`): a visualization type and its form data over one dataset. */
@Entity({ name: 'slice', schema: 'charts' })
export class ChartEntity extends AuditedEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'uuid', unique: true })
  @Generated('uuid')
  uuid!: string;

  @Column({ name: 'slice_name', type: 'varchar', length: 250 })
  sliceName!: string;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ name: 'viz_type', type: 'varchar', length: 250, default: '' })
  vizType!: string;

  /** The saved form data, JSON text. */
  @Column({ type: 'text', nullable: true })
  params!: string | null;

  /** The saved query context, JSON text. */
  @Column({ name: 'query_context', type: 'text', nullable: true })
  queryContext!: string | null;

  @Column({ name: 'cache_timeout', type: 'int', nullable: true })
  cacheTimeout!: number | null;

  /** Null once the dataset was deleted: the chart stays, missing its dataset, as in Superset. */
  @Column({ name: 'datasource_id', type: 'int', nullable: true })
  datasourceId!: number | null;

  @ManyToOne(() => DatasetEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'datasource_id' })
  dataset?: DatasetEntity | null;

  @Column({ name: 'datasource_type', type: 'varchar', length: 200, default: 'table' })
  datasourceType!: string;

  @Column({ name: 'certified_by', type: 'text', nullable: true })
  certifiedBy!: string | null;

  @Column({ name: 'certification_details', type: 'text', nullable: true })
  certificationDetails!: string | null;

  @Column({ name: 'is_managed_externally', type: 'boolean', default: false })
  isManagedExternally!: boolean;

  @Column({ name: 'external_url', type: 'text', nullable: true })
  externalUrl!: string | null;

  /** User ids (users live in the security module). */
  @Column({ type: 'int', array: true, default: () => "'{}'" })
  owners!: number[];

  @Column({ name: 'last_saved_at', type: 'timestamptz', nullable: true })
  lastSavedAt!: Date | null;

  @Column({ name: 'last_saved_by_fk', type: 'int', nullable: true })
  lastSavedBy!: number | null;
}
