import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateSqlPermalinkTable1790000000510 implements MigrationInterface {
  name = 'CreateSqlPermalinkTable1790000000510';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE sql.sql_permalink (
        key varchar(64) PRIMARY KEY,
        state jsonb NOT NULL,
        created_by_fk integer,
        created_on timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE sql.sql_permalink');
  }
}
