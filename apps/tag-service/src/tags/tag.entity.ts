import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'tag', schema: 'tags' })
export class TagEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 250, unique: true })
  name!: string;

  /** 1 custom, 2 type, 3 owner, 4 favorited_by (Superset's TagType). */
  @Column({ type: 'smallint', default: 1 })
  type!: number;

  @Column({ type: 'text', default: '' })
  description!: string;

  @CreateDateColumn({ name: 'created_on', type: 'timestamptz' })
  createdOn!: Date;

  @UpdateDateColumn({ name: 'changed_on', type: 'timestamptz' })
  changedOn!: Date;

  @Column({ name: 'created_by_fk', type: 'int', nullable: true })
  createdBy!: number | null;

  @Column({ name: 'changed_by_fk', type: 'int', nullable: true })
  changedBy!: number | null;
}
