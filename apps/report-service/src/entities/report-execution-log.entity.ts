import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ReportState } from '@tessera/contracts';

/** One run of a schedule for one scheduled window: written Working when claimed, then its outcome. */
@Entity({ name: 'report_execution_log', schema: 'reports' })
@Index(['scheduleId', 'startDttm'])
export class ReportExecutionLogEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'uuid' })
  uuid!: string;

  @Column({ name: 'report_schedule_id', type: 'int' })
  scheduleId!: number;

  @Column({ name: 'scheduled_dttm', type: 'timestamptz' })
  scheduledDttm!: Date;

  @Column({ name: 'start_dttm', type: 'timestamptz', nullable: true })
  startDttm!: Date | null;

  @Column({ name: 'end_dttm', type: 'timestamptz', nullable: true })
  endDttm!: Date | null;

  @Column({ type: 'double precision', nullable: true })
  value!: number | null;

  @Column({ name: 'value_row_json', type: 'text', nullable: true })
  valueRowJson!: string | null;

  @Column({ type: 'varchar', length: 50 })
  state!: ReportState;

  @Column({ name: 'error_message', type: 'text', nullable: true })
  errorMessage!: string | null;
}
