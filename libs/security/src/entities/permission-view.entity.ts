import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { SECURITY_SCHEMA } from '../security-schema';
import { PermissionEntity } from './permission.entity';
import { ViewMenuEntity } from './view-menu.entity';

/** A grantable right: one permission on one view menu (`ab_permission_view`), unique per pair. */
@Entity({ name: 'ab_permission_view', schema: SECURITY_SCHEMA })
export class PermissionViewEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'permission_id', type: 'int' })
  permissionId!: number;

  @Column({ name: 'view_menu_id', type: 'int' })
  viewMenuId!: number;

  @ManyToOne(() => PermissionEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'permission_id' })
  permission?: PermissionEntity;

  @ManyToOne(() => ViewMenuEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'view_menu_id' })
  viewMenu?: ViewMenuEntity;
}
