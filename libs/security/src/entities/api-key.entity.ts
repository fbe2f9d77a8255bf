import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { SECURITY_SCHEMA } from '../security-schema';

/** A personal API key. `secretHash` is the SHA-256 of the whole key, never the key itself. */
@Entity({ name: 'api_key', schema: SECURITY_SCHEMA })
export class ApiKeyEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'user_id', type: 'int' })
  userId!: number;

  @Column({ type: 'varchar', length: 128 })
  name!: string;

  /** Random and not secret: shown in lists and used to find the row a presented key belongs to. */
  @Column({ type: 'varchar', length: 16 })
  prefix!: string;

  @Column({ name: 'secret_hash', type: 'char', length: 64 })
  secretHash!: string;

  @Column({ name: 'created_on', type: 'timestamptz', default: () => 'now()' })
  createdOn!: Date;

  /** Null: the key works until revoked. */
  @Column({ name: 'expires_on', type: 'timestamptz', nullable: true })
  expiresOn!: Date | null;

  @Column({ name: 'last_used_on', type: 'timestamptz', nullable: true })
  lastUsedOn!: Date | null;
}
