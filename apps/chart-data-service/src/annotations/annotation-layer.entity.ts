import { Column, Entity, OneToMany, PrimaryGeneratedColumn } from 'typeorm';
import { AuditedEntity } from '@tessera/platform';
import type { AnnotationEntity } from './annotation.entity';

/** A named set of annotations (Superset's `annotation_layer`) charts can draw over time series. */
@Entity({ name: 'annotation_layer', schema: 'charts' })
export class AnnotationLayerEntity extends AuditedEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 250, unique: true })
  name!: string;

  @Column({ type: 'text', nullable: true })
  descr!: string | null;

  @OneToMany('AnnotationEntity', 'layer')
  annotations?: AnnotationEntity[];
}
