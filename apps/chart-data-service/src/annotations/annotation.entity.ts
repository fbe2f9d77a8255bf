import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { AuditedEntity } from '@tessera/platform';
import type { AnnotationLayerEntity } from './annotation-layer.entity';

/** One event (start = end) or interval of a layer. */
@Entity({ name: 'annotation', schema: 'charts' })
export class AnnotationEntity extends AuditedEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'layer_id', type: 'int' })
  layerId!: number;

  @ManyToOne('AnnotationLayerEntity', 'annotations', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'layer_id' })
  layer?: AnnotationLayerEntity;

  @Column({ name: 'short_descr', type: 'varchar', length: 500 })
  shortDescr!: string;

  @Column({ name: 'long_descr', type: 'text', nullable: true })
  longDescr!: string | null;

  /** Wall-clock times without a zone, as Superset stores them. */
  @Column({ name: 'start_dttm', type: 'timestamp' })
  startDttm!: Date;

  @Column({ name: 'end_dttm', type: 'timestamp' })
  endDttm!: Date;

  @Column({ name: 'json_metadata', type: 'text', nullable: true })
  jsonMetadata!: string | null;
}
