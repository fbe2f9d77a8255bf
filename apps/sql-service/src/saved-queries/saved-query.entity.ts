import { Column, Entity, Generated, PrimaryGeneratedColumn } from 'typeorm';
import { AuditedEntity } from '@tessera/platform';

/** A query the user saved from the editor (Superset's `saved_query`); only its author sees it. */
@Entity({ name: 'saved_query', schema: 'sql' })
export class SavedQueryEntity extends AuditedEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  /** Names the query in export bundles. */
  @Column({ type: 'uuid', unique: true })
  @Generated('uuid')
  uuid!: string;

  /** The author, who alone may read, change or delete it. */
  @Column({ name: 'user_id', type: 'int', nullable: true })
  userId!: number | null;

  @Column({ name: 'db_id', type: 'int', nullable: true })
  dbId!: number | null;

  @Column({ type: 'varchar', length: 256, nullable: true })
  catalog!: string | null;

  @Column({ type: 'varchar', length: 128, nullable: true })
  schema!: string | null;

  @Column({ type: 'varchar', length: 256, nullable: true })
  label!: string | null;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ type: 'text', nullable: true })
  sql!: string | null;

  @Column({ name: 'template_parameters', type: 'text', nullable: true })
  templateParameters!: string | null;

  @Column({ name: 'extra_json', type: 'text', nullable: true })
  extraJson!: string | null;

  @Column({ type: 'int', nullable: true })
  rows!: number | null;

  @Column({ name: 'last_run', type: 'timestamptz', nullable: true })
  lastRun!: Date | null;
}
