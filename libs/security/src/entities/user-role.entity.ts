import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { SECURITY_SCHEMA } from '../security-schema';
import { RoleEntity } from './role.entity';
import { UserEntity } from './user.entity';

/** Membership of a user in a role (`ab_user_role`). */
@Entity({ name: 'ab_user_role', schema: SECURITY_SCHEMA })
export class UserRoleEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'user_id', type: 'int' })
  userId!: number;

  @Column({ name: 'role_id', type: 'int' })
  roleId!: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  @ManyToOne(() => RoleEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'role_id' })
  role?: RoleEntity;
}
