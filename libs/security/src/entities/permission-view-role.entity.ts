import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { SECURITY_SCHEMA } from '../security-schema';
import { PermissionViewEntity } from './permission-view.entity';
import { RoleEntity } from './role.entity';

/** A right granted to a role (`ab_permission_view_role`). */
@Entity({ name: 'ab_permission_view_role', schema: SECURITY_SCHEMA })
export class PermissionViewRoleEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'permission_view_id', type: 'int' })
  permissionViewId!: number;

  @Column({ name: 'role_id', type: 'int' })
  roleId!: number;

  @ManyToOne(() => PermissionViewEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'permission_view_id' })
  permissionView?: PermissionViewEntity;

  @ManyToOne(() => RoleEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'role_id' })
  role?: RoleEntity;
}
