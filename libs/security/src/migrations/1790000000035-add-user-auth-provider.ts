import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which provider a user logs in through: `db` (a local password) or a single-sign-on provider
 * (`ldap`, `oidc`, `remote_user`), whose users have no local password.
 */
export class AddUserAuthProvider1790000000035 implements MigrationInterface {
  name = 'AddUserAuthProvider1790000000035';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query("ALTER TABLE security.ab_user ADD COLUMN auth_provider varchar(16) NOT NULL DEFAULT 'db'");
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE security.ab_user DROP COLUMN auth_provider');
  }
}
