import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { SECURITY_SCHEMA } from '../security-schema';

/** A login account (Flask-AppBuilder's `ab_user`). `password` holds a bcrypt hash, never the secret. */
@Entity({ name: 'ab_user', schema: SECURITY_SCHEMA })
export class UserEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'first_name', type: 'varchar', length: 64 })
  firstName!: string;

  @Column({ name: 'last_name', type: 'varchar', length: 64 })
  lastName!: string;

  @Column({ type: 'varchar', length: 64 })
  username!: string;

  @Column({ type: 'varchar', length: 320 })
  email!: string;

  /** The language the user chose (`fr`, `pt_BR`…); null: the browser's preference, else the deployment's default. */
  @Column({ type: 'varchar', length: 8, nullable: true })
  locale!: string | null;

  /** Null for accounts that cannot log in with a password. */
  @Column({ type: 'varchar', length: 256, nullable: true })
  password!: string | null;

  @Column({ type: 'boolean', default: true })
  active!: boolean;

  @Column({ name: 'created_on', type: 'timestamptz', default: () => 'now()' })
  createdOn!: Date;

  @Column({ name: 'changed_on', type: 'timestamptz', default: () => 'now()' })
  changedOn!: Date;

  @Column({ name: 'last_login', type: 'timestamptz', nullable: true })
  lastLogin!: Date | null;

  @Column({ name: 'login_count', type: 'int', default: 0 })
  loginCount!: number;

  @Column({ name: 'fail_login_count', type: 'int', default: 0 })
  failLoginCount!: number;

  /** Raised to revoke every token and session issued before; they carry the version they were issued at. */
  @Column({ name: 'token_version', type: 'int', default: 0 })
  tokenVersion!: number;

  /** `db` for a local password; a single-sign-on provider (`ldap`, `oidc`, `remote_user`) otherwise. */
  @Column({ name: 'auth_provider', type: 'varchar', length: 16, default: 'db' })
  authProvider!: string;
}
