import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { TabStateEntity } from './tab-state.entity';

/** A table pane opened in a tab's left bar (Superset's `table_schema`). */
@Entity({ name: 'table_schema', schema: 'sql' })
export class TableSchemaEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'tab_state_id', type: 'int' })
  tabStateId!: number;

  @ManyToOne(() => TabStateEntity, (tab) => tab.tableSchemas, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'tab_state_id' })
  tabState!: TabStateEntity;

  @Column({ name: 'database_id', type: 'int' })
  databaseId!: number;

  @Column({ type: 'varchar', length: 256, nullable: true })
  catalog!: string | null;

  @Column({ type: 'varchar', length: 256, nullable: true })
  schema!: string | null;

  @Column({ name: 'table', type: 'varchar', length: 256 })
  table!: string;

  /** The pane as the editor posted it, JSON text. */
  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ type: 'boolean', default: false })
  expanded!: boolean;

  @CreateDateColumn({ name: 'created_on', type: 'timestamptz' })
  createdOn!: Date;

  @UpdateDateColumn({ name: 'changed_on', type: 'timestamptz' })
  changedOn!: Date;
}
