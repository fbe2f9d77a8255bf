import { Column, CreateDateColumn, Entity, Generated, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { DatasetEntity } from './dataset.entity';

@Entity({ name: 'dataset_metric', schema: 'charts' })
export class DatasetMetricEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'uuid' })
  @Generated('uuid')
  uuid!: string;

  @Column({ name: 'dataset_id', type: 'int' })
  datasetId!: number;

  @ManyToOne('DatasetEntity', 'metrics', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'dataset_id' })
  dataset?: DatasetEntity;

  @Column({ name: 'metric_name', type: 'varchar', length: 255 })
  metricName!: string;

  @Column({ name: 'verbose_name', type: 'varchar', length: 1024, nullable: true })
  verboseName!: string | null;

  @Column({ name: 'metric_type', type: 'varchar', length: 32, nullable: true })
  metricType!: string | null;

  @Column({ type: 'text' })
  expression!: string;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ type: 'varchar', length: 128, nullable: true })
  d3format!: string | null;

  /** JSON text `{symbol, symbolPosition}`. */
  @Column({ type: 'text', nullable: true })
  currency!: string | null;

  @Column({ name: 'warning_text', type: 'text', nullable: true })
  warningText!: string | null;

  /** JSON text: certification and `warning_markdown`. */
  @Column({ type: 'text', nullable: true })
  extra!: string | null;

  @CreateDateColumn({ name: 'created_on', type: 'timestamptz' })
  createdOn!: Date;

  @UpdateDateColumn({ name: 'changed_on', type: 'timestamptz' })
  changedOn!: Date;
}
