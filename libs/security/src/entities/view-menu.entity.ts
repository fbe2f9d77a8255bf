import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { SECURITY_SCHEMA } from '../security-schema';

/** What a permission applies to: a resource (`Chart`), a menu, or a data object (`[examples].(id:1)`). */
@Entity({ name: 'ab_view_menu', schema: SECURITY_SCHEMA })
export class ViewMenuEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 250, unique: true })
  name!: string;
}
