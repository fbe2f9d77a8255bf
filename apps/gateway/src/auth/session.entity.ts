import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A browser login. The cookie holds the id (signed); the CSRF token is echoed by the SPA. */
@Entity({ name: 'gateway_sessions', schema: 'security' })
export class SessionEntity {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id!: string;

  @Index()
  @Column({ name: 'user_id', type: 'int' })
  userId!: number;

  @Column({ name: 'csrf_token', type: 'varchar', length: 64 })
  csrfToken!: string;

  @Column({ name: 'created_on', type: 'timestamptz' })
  createdOn!: Date;

  @Column({ name: 'last_seen', type: 'timestamptz' })
  lastSeen!: Date;

  @Column({ name: 'expires_on', type: 'timestamptz' })
  expiresOn!: Date;

  /** The user's token version at login; the session ends when the user's moves past it. */
  @Column({ name: 'token_version', type: 'int', default: 0 })
  tokenVersion!: number;
}
