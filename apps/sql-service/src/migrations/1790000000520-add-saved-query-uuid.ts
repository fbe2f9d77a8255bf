import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Saved queries travel in export bundles, which name every object by uuid. */
export class AddSavedQueryUuid1790000000520 implements MigrationInterface {
  name = 'AddSavedQueryUuid1790000000520';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE sql.saved_query ADD COLUMN uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid()');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE sql.saved_query DROP COLUMN uuid');
  }
}
