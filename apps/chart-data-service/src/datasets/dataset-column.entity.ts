import { Column, CreateDateColumn, Entity, Generated, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { DatasetEntity } from './dataset.entity';

@Entity({ name: 'dataset_column', schema: 'charts' })
export class DatasetColumnEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'uuid' })
  @Generated('uuid')
  uuid!: string;

  @Column({ name: 'dataset_id', type: 'int' })
  datasetId!: number;

  @ManyToOne('DatasetEntity', 'columns', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'dataset_id' })
  dataset?: DatasetEntity;

  @Column({ name: 'column_name', type: 'varchar', length: 255 })
  columnName!: string;

  @Column({ name: 'verbose_name', type: 'varchar', length: 1024, nullable: true })
  verboseName!: string | null;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  /** SQL of a calculated column; null for a physical one. */
  @Column({ type: 'text', nullable: true })
  expression!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  type!: string | null;

  @Column({ name: 'advanced_data_type', type: 'varchar', length: 255, nullable: true })
  advancedDataType!: string | null;

  @Column({ type: 'boolean', default: true })
  filterable!: boolean;

  @Column({ type: 'boolean', default: true })
  groupby!: boolean;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive!: boolean;

  @Column({ name: 'is_dttm', type: 'boolean', default: false })
  isDttm!: boolean;

  @Column({ name: 'python_date_format', type: 'varchar', length: 255, nullable: true })
  pythonDateFormat!: string | null;

  @Column({ type: 'text', nullable: true })
  extra!: string | null;

  @CreateDateColumn({ name: 'created_on', type: 'timestamptz' })
  createdOn!: Date;

  @UpdateDateColumn({ name: 'changed_on', type: 'timestamptz' })
  changedOn!: Date;
}
