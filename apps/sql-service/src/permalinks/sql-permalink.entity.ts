import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A shared link to an editor tab's content (`/sqllab/p/<key>/`). */
@Entity({ name: 'sql_permalink', schema: 'sql' })
export class SqlPermalinkEntity {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  key!: string;

  @Column({ type: 'jsonb' })
  state!: Record<string, unknown>;

  @Column({ name: 'created_by_fk', type: 'int', nullable: true })
  createdBy!: number | null;

  @Column({ name: 'created_on', type: 'timestamptz', default: () => 'now()' })
  createdOn!: Date;
}
