import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One action: a client event from the SPA's beacon, or a view recorded by a service. */
@Entity({ name: 'log', schema: 'logs' })
@Index(['userId', 'dttm'])
export class LogEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ type: 'varchar', length: 512 })
  action!: string;

  @Column({ name: 'user_id', type: 'int', nullable: true })
  userId!: number | null;

  /** The event's own fields, a JSON object as sent (`object`: TypeORM's insert types cannot map `Record<string, unknown>`). */
  @Column({ type: 'jsonb' })
  json!: object;

  @Column({ type: 'timestamptz' })
  dttm!: Date;

  @Column({ name: 'dashboard_id', type: 'int', nullable: true })
  dashboardId!: number | null;

  @Column({ name: 'slice_id', type: 'int', nullable: true })
  sliceId!: number | null;

  @Column({ name: 'duration_ms', type: 'int', nullable: true })
  durationMs!: number | null;

  @Column({ type: 'varchar', length: 1024, nullable: true })
  referrer!: string | null;
}
