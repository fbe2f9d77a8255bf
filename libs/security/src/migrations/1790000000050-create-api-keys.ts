import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Personal API keys: a script acts as the user who created the key. Only a SHA-256 digest of the
 * secret is kept; the short prefix is not secret and finds the row (and tells keys apart in lists).
 */
export class CreateApiKeys1790000000050 implements MigrationInterface {
  name = 'CreateApiKeys1790000000050';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE security.api_key (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES security.ab_user(id) ON DELETE CASCADE,
        name varchar(128) NOT NULL,
        prefix varchar(16) NOT NULL,
        secret_hash char(64) NOT NULL,
        created_on timestamptz NOT NULL DEFAULT now(),
        expires_on timestamptz NULL,
        last_used_on timestamptz NULL,
        CONSTRAINT uq_api_key_prefix UNIQUE (prefix)
      )`);
    await runner.query('CREATE INDEX ix_api_key_user_id ON security.api_key (user_id)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE security.api_key');
  }
}
