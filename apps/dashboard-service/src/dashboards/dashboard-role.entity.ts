import { Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { DashboardEntity } from './dashboard.entity';

/** A role a dashboard is shared with under `DASHBOARD_RBAC` (roles live with the gateway's security module). */
@Entity({ name: 'dashboard_roles', schema: 'dashboards' })
export class DashboardRoleEntity {
  @PrimaryColumn({ name: 'dashboard_id', type: 'int' })
  dashboardId!: number;

  @PrimaryColumn({ name: 'role_id', type: 'int' })
  roleId!: number;

  @ManyToOne(() => DashboardEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'dashboard_id' })
  dashboard?: DashboardEntity;
}
