import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A permanent link to an Explore state (form data and url parameters). */
@Entity({ name: 'explore_permalink', schema: 'charts' })
export class ExplorePermalinkEntity {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  key!: string;

  /** `{formData, urlParams}`; the chart and dataset are read from the form data. */
  @Column({ type: 'jsonb' })
  state!: Record<string, unknown>;

  @Column({ name: 'created_by_fk', type: 'int', nullable: true })
  createdBy!: number | null;

  @Column({ name: 'created_on', type: 'timestamptz', default: () => 'now()' })
  createdOn!: Date;
}
