import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { SECURITY_SCHEMA } from '../security-schema';

/** A named set of permissions (`ab_role`): built-in Admin, Alpha, Gamma, sql_lab, Public, or custom. */
@Entity({ name: 'ab_role', schema: SECURITY_SCHEMA })
export class RoleEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 64, unique: true })
  name!: string;
}
