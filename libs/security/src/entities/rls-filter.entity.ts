import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { SECURITY_SCHEMA } from '../security-schema';

/** How a row-level security filter picks its users: the listed roles, or everyone but them. */
export type RlsFilterType = 'Regular' | 'Base';

/** A row-level security filter (Superset's `row_level_security_filters`). */
@Entity({ name: 'rls_filter', schema: SECURITY_SCHEMA })
export class RlsFilterEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 255, unique: true })
  name!: string;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ name: 'filter_type', type: 'varchar', length: 16 })
  filterType!: RlsFilterType;

  @Column({ type: 'text' })
  clause!: string;

  @Column({ name: 'group_key', type: 'varchar', length: 255, nullable: true })
  groupKey!: string | null;

  @Column({ name: 'created_on', type: 'timestamptz', default: () => 'now()' })
  createdOn!: Date;

  @Column({ name: 'changed_on', type: 'timestamptz', default: () => 'now()' })
  changedOn!: Date;
}
