import { Column, Entity, Generated, PrimaryGeneratedColumn } from 'typeorm';
import { AuditedEntity } from '@tessera/platform';

/** A connection to a warehouse (Superset's `dbs`). The password is stored encrypted, never in the URI. */
@Entity({ name: 'database', schema: 'charts' })
export class DatabaseEntity extends AuditedEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'uuid', unique: true })
  @Generated('uuid')
  uuid!: string;

  @Column({ name: 'database_name', type: 'varchar', length: 250, unique: true })
  databaseName!: string;

  /** Engine name (`postgresql`, `mysql`, `duckdb`). */
  @Column({ type: 'varchar', length: 64 })
  engine!: string;

  @Column({ type: 'varchar', length: 64, default: '' })
  driver!: string;

  /** The URI without its password. */
  @Column({ name: 'sqlalchemy_uri', type: 'varchar', length: 1024 })
  sqlalchemyUri!: string;

  @Column({ name: 'encrypted_password', type: 'text', nullable: true })
  encryptedPassword!: string | null;

  @Column({ name: 'configuration_method', type: 'varchar', length: 32, default: 'sqlalchemy_form' })
  configurationMethod!: 'sqlalchemy_form' | 'dynamic_form';

  @Column({ name: 'cache_timeout', type: 'int', nullable: true })
  cacheTimeout!: number | null;

  @Column({ name: 'expose_in_sqllab', type: 'boolean', default: true })
  exposeInSqllab!: boolean;

  @Column({ name: 'allow_run_async', type: 'boolean', default: false })
  allowRunAsync!: boolean;

  @Column({ name: 'allow_ctas', type: 'boolean', default: false })
  allowCtas!: boolean;

  @Column({ name: 'allow_cvas', type: 'boolean', default: false })
  allowCvas!: boolean;

  @Column({ name: 'allow_dml', type: 'boolean', default: false })
  allowDml!: boolean;

  @Column({ name: 'allow_file_upload', type: 'boolean', default: false })
  allowFileUpload!: boolean;

  @Column({ name: 'impersonate_user', type: 'boolean', default: false })
  impersonateUser!: boolean;

  @Column({ name: 'force_ctas_schema', type: 'varchar', length: 250, nullable: true })
  forceCtasSchema!: string | null;

  /** Engine options as Superset's JSON text (`engine_params`, `schemas_allowed_for_file_upload`, …). */
  @Column({ type: 'text', default: '{}' })
  extra!: string;

  @Column({ name: 'encrypted_extra', type: 'text', nullable: true })
  encryptedExtra!: string | null;

  @Column({ name: 'server_cert', type: 'text', nullable: true })
  serverCert!: string | null;

  @Column({ name: 'is_managed_externally', type: 'boolean', default: false })
  isManagedExternally!: boolean;

  @Column({ name: 'external_url', type: 'text', nullable: true })
  externalUrl!: string | null;
}
