import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A named piece of dashboard CSS users pick from in the dashboard's CSS editor. */
@Entity({ name: 'css_templates', schema: 'dashboards' })
export class CssTemplateEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'template_name', type: 'varchar', length: 250, default: '' })
  templateName!: string;

  @Column({ type: 'text', default: '' })
  css!: string;

  @Column({ name: 'created_on', type: 'timestamptz', default: () => 'now()' })
  createdOn!: Date;

  @Column({ name: 'changed_on', type: 'timestamptz', default: () => 'now()' })
  changedOn!: Date;

  @Column({ name: 'created_by_fk', type: 'int', nullable: true })
  createdBy!: number | null;

  @Column({ name: 'changed_by_fk', type: 'int', nullable: true })
  changedBy!: number | null;
}
