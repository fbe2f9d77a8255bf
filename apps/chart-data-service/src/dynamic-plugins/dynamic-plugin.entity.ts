import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A chart plugin the SPA loads at run time; `key` is the viz type its bundle registers. */
@Entity({ name: 'dynamic_plugin', schema: 'charts' })
export class DynamicPluginEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 50 })
  name!: string;

  @Column({ type: 'varchar', length: 50 })
  key!: string;

  @Column({ name: 'bundle_url', type: 'varchar', length: 1000 })
  bundleUrl!: string;

  @Column({ name: 'created_on', type: 'timestamptz', default: () => 'now()' })
  createdOn!: Date;

  @Column({ name: 'changed_on', type: 'timestamptz', default: () => 'now()' })
  changedOn!: Date;

  @Column({ name: 'created_by_fk', type: 'int', nullable: true })
  createdBy!: number | null;

  @Column({ name: 'changed_by_fk', type: 'int', nullable: true })
  changedBy!: number | null;
}
