import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { AuditedEntity } from '@tessera/platform';

@Entity({ name: 'tag', schema: 'tags' })
export class TagEntity extends AuditedEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 250, unique: true })
  name!: string;

  /** 1 custom, 2 type, 3 owner, 4 favorited_by (Superset's TagType). */
  @Column({ type: 'smallint', default: 1 })
  type!: number;

  @Column({ type: 'text', default: '' })
  description!: string;
}
