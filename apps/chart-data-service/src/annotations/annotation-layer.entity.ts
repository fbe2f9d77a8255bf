import { Column, CreateDateColumn, Entity, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { AnnotationEntity } from './annotation.entity';

/** A named set of annotations (Superset's `annotation_layer`) charts can draw over time series. */
@Entity({ name: 'annotation_layer', schema: 'charts' })
export class AnnotationLayerEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 250, unique: true })
  name!: string;

  @Column({ type: 'text', nullable: true })
  descr!: string | null;

  @OneToMany('AnnotationEntity', 'layer')
  annotations?: AnnotationEntity[];

  @CreateDateColumn({ name: 'created_on', type: 'timestamptz' })
  createdOn!: Date;

  @UpdateDateColumn({ name: 'changed_on', type: 'timestamptz' })
  changedOn!: Date;

  @Column({ name: 'created_by_fk', type: 'int', nullable: true })
  createdBy!: number | null;

  @Column({ name: 'changed_by_fk', type: 'int', nullable: true })
  changedBy!: number | null;
}
