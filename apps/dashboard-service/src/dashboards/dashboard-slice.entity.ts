import { Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { DashboardEntity } from './dashboard.entity';

/** A chart on a dashboard. Charts live in the chart-data service, so only their ids are kept. */
@Entity({ name: 'dashboard_slices', schema: 'dashboards' })
@Index(['chartId'])
export class DashboardSliceEntity {
  @PrimaryColumn({ name: 'dashboard_id', type: 'int' })
  dashboardId!: number;

  @PrimaryColumn({ name: 'chart_id', type: 'int' })
  chartId!: number;

  @ManyToOne(() => DashboardEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'dashboard_id' })
  dashboard?: DashboardEntity;
}
