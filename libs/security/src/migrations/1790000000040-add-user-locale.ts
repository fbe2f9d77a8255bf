import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The language each user chose in the navbar; null until they choose (the browser's, else the default, applies). */
export class AddUserLocale1790000000040 implements MigrationInterface {
  name = 'AddUserLocale1790000000040';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE security.ab_user ADD COLUMN locale varchar(8) NULL');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE security.ab_user DROP COLUMN locale');
  }
}
