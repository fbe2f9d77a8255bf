import { Column, Entity, Generated, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A dashboard (Superset's `dashboards`). `changed_on` is set by the service rather than by TypeORM
 * because some writes (colours with `mark_updated=false`) must leave it alone.
 */
@Entity({ name: 'dashboard', schema: 'dashboards' })
export class DashboardEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'uuid', unique: true })
  @Generated('uuid')
  uuid!: string;

  @Column({ name: 'dashboard_title', type: 'varchar', length: 500 })
  dashboardTitle!: string;

  @Column({ type: 'varchar', length: 255, nullable: true, unique: true })
  slug!: string | null;

  @Column({ type: 'text', default: '' })
  css!: string;

  @Column({ name: 'json_metadata', type: 'text', default: '{}' })
  jsonMetadata!: string;

  @Column({ name: 'position_json', type: 'text', nullable: true })
  positionJson!: string | null;

  @Column({ name: 'certified_by', type: 'text', nullable: true })
  certifiedBy!: string | null;

  @Column({ name: 'certification_details', type: 'text', nullable: true })
  certificationDetails!: string | null;

  @Column({ type: 'boolean', default: false })
  published!: boolean;

  @Column({ name: 'is_managed_externally', type: 'boolean', default: false })
  isManagedExternally!: boolean;

  @Column({ name: 'external_url', type: 'text', nullable: true })
  externalUrl!: string | null;

  /** User ids of the owners (users live with the gateway's security module). */
  @Column({ type: 'int', array: true, default: () => "'{}'" })
  owners!: number[];

  @Column({ name: 'created_on', type: 'timestamptz', default: () => 'now()' })
  createdOn!: Date;

  @Column({ name: 'changed_on', type: 'timestamptz', default: () => 'now()' })
  changedOn!: Date;

  @Column({ name: 'created_by_fk', type: 'int', nullable: true })
  createdBy!: number | null;

  @Column({ name: 'changed_by_fk', type: 'int', nullable: true })
  changedBy!: number | null;
}
