import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Dashboard CSS templates (Superset's `css_templates`). */
export class CreateCssTemplates1790000000500 implements MigrationInterface {
  name = 'CreateCssTemplates1790000000500';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE dashboards.css_templates (
        id serial PRIMARY KEY,
        template_name varchar(250) NOT NULL DEFAULT '',
        css text NOT NULL DEFAULT '',
        created_on timestamptz NOT NULL DEFAULT now(),
        changed_on timestamptz NOT NULL DEFAULT now(),
        created_by_fk integer,
        changed_by_fk integer
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE dashboards.css_templates');
  }
}
