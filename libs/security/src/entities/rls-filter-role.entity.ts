import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { SECURITY_SCHEMA } from '../security-schema';
import { RlsFilterEntity } from './rls-filter.entity';
import { RoleEntity } from './role.entity';

/** A role named by an RLS filter: targeted by a Regular filter, exempted from a Base filter. */
@Entity({ name: 'rls_filter_roles', schema: SECURITY_SCHEMA })
export class RlsFilterRoleEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'rls_filter_id', type: 'int' })
  rlsFilterId!: number;

  @Column({ name: 'role_id', type: 'int' })
  roleId!: number;

  @ManyToOne(() => RlsFilterEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'rls_filter_id' })
  rlsFilter?: RlsFilterEntity;

  @ManyToOne(() => RoleEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'role_id' })
  role?: RoleEntity;
}
