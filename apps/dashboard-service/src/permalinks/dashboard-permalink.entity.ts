import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { DashboardEntity } from '../dashboards/dashboard.entity';

/** A shared link to a dashboard in a given state (filters, tabs, anchor). */
@Entity({ name: 'dashboard_permalink', schema: 'dashboards' })
@Index(['dashboardId'])
export class DashboardPermalinkEntity {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  key!: string;

  @Column({ name: 'dashboard_id', type: 'int' })
  dashboardId!: number;

  @ManyToOne(() => DashboardEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'dashboard_id' })
  dashboard?: DashboardEntity;

  @Column({ type: 'jsonb' })
  state!: Record<string, unknown>;

  @Column({ name: 'created_by_fk', type: 'int', nullable: true })
  createdBy!: number | null;

  @Column({ name: 'created_on', type: 'timestamptz', default: () => 'now()' })
  createdOn!: Date;
}
