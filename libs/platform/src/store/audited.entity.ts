import { Column, CreateDateColumn, UpdateDateColumn } from 'typeorm';

/**
 * Superset's four audit columns (`created_on`, `changed_on`, `created_by_fk`, `changed_by_fk`),
 * written once. Entities extend it; TypeORM copies the columns into each entity's own table.
 * `changed_on` moves on every save, as Superset's `AuditMixin` does.
 */
export abstract class AuditedEntity {
  @CreateDateColumn({ name: 'created_on', type: 'timestamptz' })
  createdOn!: Date;

  @UpdateDateColumn({ name: 'changed_on', type: 'timestamptz' })
  changedOn!: Date;

  @Column({ name: 'created_by_fk', type: 'int', nullable: true })
  createdBy!: number | null;

  @Column({ name: 'changed_by_fk', type: 'int', nullable: true })
  changedBy!: number | null;
}
