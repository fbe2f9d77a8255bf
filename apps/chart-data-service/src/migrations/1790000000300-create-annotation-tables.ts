import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Annotation layers and their annotations; deleting a layer deletes its annotations. */
export class CreateAnnotationTables1790000000300 implements MigrationInterface {
  name = 'CreateAnnotationTables1790000000300';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE charts.annotation_layer (
        id serial PRIMARY KEY,
        name varchar(250) NOT NULL UNIQUE,
        descr text,
        created_on timestamptz NOT NULL DEFAULT now(),
        changed_on timestamptz NOT NULL DEFAULT now(),
        created_by_fk integer,
        changed_by_fk integer
      )`);
    await runner.query(`
      CREATE TABLE charts.annotation (
        id serial PRIMARY KEY,
        layer_id integer NOT NULL REFERENCES charts.annotation_layer(id) ON DELETE CASCADE,
        short_descr varchar(500) NOT NULL,
        long_descr text,
        start_dttm timestamp NOT NULL,
        end_dttm timestamp NOT NULL,
        json_metadata text,
        created_on timestamptz NOT NULL DEFAULT now(),
        changed_on timestamptz NOT NULL DEFAULT now(),
        created_by_fk integer,
        changed_by_fk integer,
        CHECK (end_dttm >= start_dttm)
      )`);
    await runner.query('CREATE INDEX annotation_layer_time ON charts.annotation (layer_id, start_dttm, end_dttm)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE charts.annotation');
    await runner.query('DROP TABLE charts.annotation_layer');
  }
}
