import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { SECURITY_SCHEMA } from '../security-schema';

/** A permission name such as `can_read` or `datasource_access` (`ab_permission`). */
@Entity({ name: 'ab_permission', schema: SECURITY_SCHEMA })
export class PermissionEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 100, unique: true })
  name!: string;
}
