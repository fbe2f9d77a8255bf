import { Column, Entity, Generated, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { DashboardEntity } from './dashboard.entity';

/** A dashboard's embedding configuration: the uuid guests use and the domains allowed to frame it. */
@Entity({ name: 'embedded_dashboard', schema: 'dashboards' })
export class EmbeddedDashboardEntity {
  @PrimaryColumn({ type: 'uuid' })
  @Generated('uuid')
  uuid!: string;

  @Column({ name: 'dashboard_id', type: 'int', unique: true })
  dashboardId!: number;

  @OneToOne(() => DashboardEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'dashboard_id' })
  dashboard?: DashboardEntity;

  @Column({ name: 'allowed_domains', type: 'text', array: true, default: () => "'{}'" })
  allowedDomains!: string[];

  @Column({ name: 'changed_on', type: 'timestamptz', default: () => 'now()' })
  changedOn!: Date;

  @Column({ name: 'changed_by_fk', type: 'int', nullable: true })
  changedBy!: number | null;
}
