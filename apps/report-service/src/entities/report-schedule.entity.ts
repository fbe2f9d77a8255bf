import { Column, CreateDateColumn, Entity, OneToMany, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';
import type { ReportCreationMethod, ReportFormat, ReportState, ReportType, ReportValidatorType } from '@tessera/contracts';
import { ReportRecipientEntity } from './report-recipient.entity';

/** A report or alert schedule. Charts, dashboards, databases and users live in other services: ids only. */
@Entity({ name: 'report_schedule', schema: 'reports' })
@Unique(['name', 'type'])
export class ReportScheduleEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 50 })
  type!: ReportType;

  @Column({ type: 'varchar', length: 150 })
  name!: string;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ name: 'context_markdown', type: 'text', nullable: true })
  contextMarkdown!: string | null;

  @Column({ type: 'boolean', default: true })
  active!: boolean;

  @Column({ type: 'varchar', length: 1000 })
  crontab!: string;

  @Column({ type: 'varchar', length: 100, default: 'UTC' })
  timezone!: string;

  @Column({ name: 'creation_method', type: 'varchar', length: 255, nullable: true })
  creationMethod!: ReportCreationMethod | null;

  @Column({ name: 'chart_id', type: 'int', nullable: true })
  chartId!: number | null;

  @Column({ name: 'dashboard_id', type: 'int', nullable: true })
  dashboardId!: number | null;

  @Column({ name: 'database_id', type: 'int', nullable: true })
  databaseId!: number | null;

  @Column({ type: 'text', nullable: true })
  sql!: string | null;

  @Column({ name: 'validator_type', type: 'varchar', length: 100, nullable: true })
  validatorType!: ReportValidatorType | null;

  /** `{op, threshold}` as JSON text, as Superset stores and answers it. */
  @Column({ name: 'validator_config_json', type: 'text', nullable: true })
  validatorConfigJson!: string | null;

  @Column({ name: 'report_format', type: 'varchar', length: 50, default: 'PNG' })
  reportFormat!: ReportFormat;

  @Column({ name: 'email_subject', type: 'varchar', length: 255, nullable: true })
  emailSubject!: string | null;

  /** Seconds a run may stay Working before it is ended as an Error. */
  @Column({ name: 'working_timeout', type: 'int', default: 3600 })
  workingTimeout!: number;

  /** Seconds after an alert was sent during which a new trigger is only logged (On Grace). */
  @Column({ name: 'grace_period', type: 'int', default: 14_400 })
  gracePeriod!: number;

  /** Days execution logs are kept. */
  @Column({ name: 'log_retention', type: 'int', default: 90 })
  logRetention!: number;

  @Column({ name: 'force_screenshot', type: 'boolean', default: false })
  forceScreenshot!: boolean;

  @Column({ name: 'custom_width', type: 'int', nullable: true })
  customWidth!: number | null;

  @Column({ name: 'extra_json', type: 'text', default: '{}' })
  extraJson!: string;

  @Column({ type: 'int', array: true, default: () => "'{}'" })
  owners!: number[];

  @Column({ name: 'last_state', type: 'varchar', length: 50, nullable: true })
  lastState!: ReportState | null;

  @Column({ name: 'last_eval_dttm', type: 'timestamptz', nullable: true })
  lastEvalDttm!: Date | null;

  @Column({ name: 'last_value', type: 'double precision', nullable: true })
  lastValue!: number | null;

  @Column({ name: 'last_value_row_json', type: 'text', nullable: true })
  lastValueRowJson!: string | null;

  /**
   * Windows before this instant are never due: set when the schedule is created, activated or its
   * cron or time zone changes, so an edit does not make past windows look missed.
   */
  @Column({ name: 'schedule_anchor', type: 'timestamptz', default: () => 'now()' })
  scheduleAnchor!: Date;

  @CreateDateColumn({ name: 'created_on', type: 'timestamptz' })
  createdOn!: Date;

  @UpdateDateColumn({ name: 'changed_on', type: 'timestamptz' })
  changedOn!: Date;

  @Column({ name: 'created_by_fk', type: 'int', nullable: true })
  createdBy!: number | null;

  @Column({ name: 'changed_by_fk', type: 'int', nullable: true })
  changedBy!: number | null;

  @OneToMany(() => ReportRecipientEntity, (recipient) => recipient.schedule, { cascade: true })
  recipients?: ReportRecipientEntity[];
}
