import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { SECURITY_SCHEMA } from '../security-schema';
import { RlsFilterEntity } from './rls-filter.entity';

/**
 * A dataset an RLS filter applies to. Datasets belong to the chart-data service, so `table_id` is a
 * plain id without a foreign key.
 */
@Entity({ name: 'rls_filter_tables', schema: SECURITY_SCHEMA })
export class RlsFilterTableEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'rls_filter_id', type: 'int' })
  rlsFilterId!: number;

  @Column({ name: 'table_id', type: 'int' })
  tableId!: number;

  @ManyToOne(() => RlsFilterEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'rls_filter_id' })
  rlsFilter?: RlsFilterEntity;
}
