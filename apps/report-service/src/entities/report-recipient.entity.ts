import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { ReportRecipientType } from '@tessera/contracts';
import { ReportScheduleEntity } from './report-schedule.entity';

/** Where a schedule's notification goes: `{target, ccTarget, bccTarget}` as JSON text, as Superset stores it. */
@Entity({ name: 'report_recipient', schema: 'reports' })
export class ReportRecipientEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'report_schedule_id', type: 'int' })
  scheduleId!: number;

  @ManyToOne(() => ReportScheduleEntity, (schedule) => schedule.recipients, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'report_schedule_id' })
  // `Relation<…>` keeps the decorator metadata from naming the class, which imports this one back.
  schedule?: Relation<ReportScheduleEntity>;

  @Column({ type: 'varchar', length: 50 })
  type!: ReportRecipientType;

  @Column({ name: 'recipient_config_json', type: 'text', default: '{}' })
  recipientConfigJson!: string;
}
