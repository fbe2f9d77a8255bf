import { Column, CreateDateColumn, Entity, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { TableSchemaEntity } from './table-schema.entity';

/** One SQL editor tab of a user, kept on the server so it follows them between browsers (Superset's `tab_state`). */
@Entity({ name: 'tab_state', schema: 'sql' })
export class TabStateEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'user_id', type: 'int' })
  userId!: number;

  @Column({ type: 'varchar', length: 256, default: '' })
  label!: string;

  /** The tab the user last had open; one per user. */
  @Column({ type: 'boolean', default: false })
  active!: boolean;

  @Column({ name: 'database_id', type: 'int', nullable: true })
  databaseId!: number | null;

  @Column({ type: 'varchar', length: 256, nullable: true })
  catalog!: string | null;

  @Column({ type: 'varchar', length: 256, nullable: true })
  schema!: string | null;

  @Column({ type: 'text', default: '' })
  sql!: string;

  @Column({ name: 'query_limit', type: 'int', nullable: true })
  queryLimit!: number | null;

  /** Client id of the tab's last query. */
  @Column({ name: 'latest_query_id', type: 'varchar', length: 11, nullable: true })
  latestQueryId!: string | null;

  @Column({ type: 'boolean', default: false })
  autorun!: boolean;

  @Column({ name: 'template_params', type: 'text', nullable: true })
  templateParams!: string | null;

  @Column({ name: 'hide_left_bar', type: 'boolean', default: false })
  hideLeftBar!: boolean;

  @Column({ name: 'saved_query_id', type: 'int', nullable: true })
  savedQueryId!: number | null;

  /** The editor's own state (`updatedAt`, `version`, cursor…) as JSON text. */
  @Column({ name: 'extra_json', type: 'text', default: '{}' })
  extraJson!: string;

  @OneToMany(() => TableSchemaEntity, (table) => table.tabState)
  tableSchemas!: TableSchemaEntity[];

  @CreateDateColumn({ name: 'created_on', type: 'timestamptz' })
  createdOn!: Date;

  @UpdateDateColumn({ name: 'changed_on', type: 'timestamptz' })
  changedOn!: Date;
}
