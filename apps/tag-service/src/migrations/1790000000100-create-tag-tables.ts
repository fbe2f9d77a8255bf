import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateTagTables1790000000100 implements MigrationInterface {
  name = 'CreateTagTables1790000000100';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE tags.tag (
        id serial PRIMARY KEY,
        name varchar(250) NOT NULL UNIQUE,
        type smallint NOT NULL DEFAULT 1,
        description text NOT NULL DEFAULT '',
        created_on timestamptz NOT NULL DEFAULT now(),
        changed_on timestamptz NOT NULL DEFAULT now(),
        created_by_fk integer,
        changed_by_fk integer
      )`);
    await runner.query(`
      CREATE TABLE tags.tagged_object (
        id serial PRIMARY KEY,
        tag_id integer NOT NULL REFERENCES tags.tag(id) ON DELETE CASCADE,
        object_type varchar(16) NOT NULL,
        object_id integer NOT NULL,
        created_on timestamptz NOT NULL DEFAULT now(),
        created_by_fk integer,
        UNIQUE (tag_id, object_type, object_id)
      )`);
    await runner.query('CREATE INDEX tagged_object_object ON tags.tagged_object (object_type, object_id)');
    await runner.query(`
      CREATE TABLE tags.favorite (
        id serial PRIMARY KEY,
        user_id integer NOT NULL,
        object_type varchar(16) NOT NULL,
        object_id integer NOT NULL,
        created_on timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, object_type, object_id)
      )`);
    await runner.query('CREATE INDEX favorite_object ON tags.favorite (object_type, object_id)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE tags.favorite');
    await runner.query('DROP TABLE tags.tagged_object');
    await runner.query('DROP TABLE tags.tag');
  }
}
