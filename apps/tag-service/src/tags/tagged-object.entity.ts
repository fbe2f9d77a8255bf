import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { TagEntity } from './tag.entity';

/** One tag on one object. Objects live in other services, so only their type and id are kept. */
@Entity({ name: 'tagged_object', schema: 'tags' })
@Unique(['tagId', 'objectType', 'objectId'])
@Index(['objectType', 'objectId'])
export class TaggedObjectEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'tag_id', type: 'int' })
  tagId!: number;

  @ManyToOne(() => TagEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'tag_id' })
  tag?: TagEntity;

  @Column({ name: 'object_type', type: 'varchar', length: 16 })
  objectType!: string;

  @Column({ name: 'object_id', type: 'int' })
  objectId!: number;

  @CreateDateColumn({ name: 'created_on', type: 'timestamptz' })
  createdOn!: Date;

  @Column({ name: 'created_by_fk', type: 'int', nullable: true })
  createdBy!: number | null;
}
