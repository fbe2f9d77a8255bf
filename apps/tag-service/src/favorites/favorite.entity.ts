import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

/** A user's star on an object (Superset's FavStar). */
@Entity({ name: 'favorite', schema: 'tags' })
@Unique(['userId', 'objectType', 'objectId'])
@Index(['objectType', 'objectId'])
export class FavoriteEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'user_id', type: 'int' })
  userId!: number;

  @Column({ name: 'object_type', type: 'varchar', length: 16 })
  objectType!: string;

  @Column({ name: 'object_id', type: 'int' })
  objectId!: number;

  @CreateDateColumn({ name: 'created_on', type: 'timestamptz' })
  createdOn!: Date;
}
