import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Flask-AppBuilder's security model plus Superset's row-level security filters. Core PostgreSQL
 * only, so the same statements run on PGlite in embedded mode. The schema itself is left in place
 * on `down`: the gateway keeps its own tables there too.
 */
export class CreateSecurityTables1790000000010 implements MigrationInterface {
  name = 'CreateSecurityTables1790000000010';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('CREATE SCHEMA IF NOT EXISTS security');
    await runner.query(`
      CREATE TABLE security.ab_user (
        id serial PRIMARY KEY,
        first_name varchar(64) NOT NULL,
        last_name varchar(64) NOT NULL,
        username varchar(64) NOT NULL,
        email varchar(320) NOT NULL,
        password varchar(256),
        active boolean NOT NULL DEFAULT true,
        created_on timestamptz NOT NULL DEFAULT now(),
        changed_on timestamptz NOT NULL DEFAULT now(),
        last_login timestamptz,
        login_count integer NOT NULL DEFAULT 0,
        fail_login_count integer NOT NULL DEFAULT 0
      )`);
    // Logins match usernames case-insensitively (Flask-AppBuilder's default), so uniqueness must too.
    await runner.query('CREATE UNIQUE INDEX ab_user_username_key ON security.ab_user (lower(username))');
    await runner.query('CREATE UNIQUE INDEX ab_user_email_key ON security.ab_user (lower(email))');
    await runner.query(`
      CREATE TABLE security.ab_role (
        id serial PRIMARY KEY,
        name varchar(64) NOT NULL CONSTRAINT ab_role_name_key UNIQUE
      )`);
    await runner.query(`
      CREATE TABLE security.ab_user_role (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES security.ab_user(id) ON DELETE CASCADE,
        role_id integer NOT NULL REFERENCES security.ab_role(id) ON DELETE CASCADE,
        CONSTRAINT ab_user_role_user_id_role_id_key UNIQUE (user_id, role_id)
      )`);
    await runner.query('CREATE INDEX ab_user_role_role_id ON security.ab_user_role (role_id)');
    await runner.query(`
      CREATE TABLE security.ab_permission (
        id serial PRIMARY KEY,
        name varchar(100) NOT NULL CONSTRAINT ab_permission_name_key UNIQUE
      )`);
    await runner.query(`
      CREATE TABLE security.ab_view_menu (
        id serial PRIMARY KEY,
        name varchar(250) NOT NULL CONSTRAINT ab_view_menu_name_key UNIQUE
      )`);
    await runner.query(`
      CREATE TABLE security.ab_permission_view (
        id serial PRIMARY KEY,
        permission_id integer NOT NULL REFERENCES security.ab_permission(id) ON DELETE CASCADE,
        view_menu_id integer NOT NULL REFERENCES security.ab_view_menu(id) ON DELETE CASCADE,
        CONSTRAINT ab_permission_view_permission_id_view_menu_id_key UNIQUE (permission_id, view_menu_id)
      )`);
    await runner.query('CREATE INDEX ab_permission_view_view_menu_id ON security.ab_permission_view (view_menu_id)');
    await runner.query(`
      CREATE TABLE security.ab_permission_view_role (
        id serial PRIMARY KEY,
        permission_view_id integer NOT NULL REFERENCES security.ab_permission_view(id) ON DELETE CASCADE,
        role_id integer NOT NULL REFERENCES security.ab_role(id) ON DELETE CASCADE,
        CONSTRAINT ab_permission_view_role_permission_view_id_role_id_key UNIQUE (permission_view_id, role_id)
      )`);
    await runner.query('CREATE INDEX ab_permission_view_role_role_id ON security.ab_permission_view_role (role_id)');
    await runner.query(`
      CREATE TABLE security.rls_filter (
        id serial PRIMARY KEY,
        name varchar(255) NOT NULL CONSTRAINT rls_filter_name_key UNIQUE,
        description text,
        filter_type varchar(16) NOT NULL CONSTRAINT rls_filter_filter_type_check CHECK (filter_type IN ('Regular', 'Base')),
        clause text NOT NULL,
        group_key varchar(255),
        created_on timestamptz NOT NULL DEFAULT now(),
        changed_on timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`
      CREATE TABLE security.rls_filter_roles (
        id serial PRIMARY KEY,
        rls_filter_id integer NOT NULL REFERENCES security.rls_filter(id) ON DELETE CASCADE,
        role_id integer NOT NULL REFERENCES security.ab_role(id) ON DELETE CASCADE,
        CONSTRAINT rls_filter_roles_rls_filter_id_role_id_key UNIQUE (rls_filter_id, role_id)
      )`);
    await runner.query('CREATE INDEX rls_filter_roles_role_id ON security.rls_filter_roles (role_id)');
    await runner.query(`
      CREATE TABLE security.rls_filter_tables (
        id serial PRIMARY KEY,
        rls_filter_id integer NOT NULL REFERENCES security.rls_filter(id) ON DELETE CASCADE,
        table_id integer NOT NULL,
        CONSTRAINT rls_filter_tables_rls_filter_id_table_id_key UNIQUE (rls_filter_id, table_id)
      )`);
    await runner.query('CREATE INDEX rls_filter_tables_table_id ON security.rls_filter_tables (table_id)');
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of [
      'rls_filter_tables',
      'rls_filter_roles',
      'rls_filter',
      'ab_permission_view_role',
      'ab_permission_view',
      'ab_view_menu',
      'ab_permission',
      'ab_user_role',
      'ab_role',
      'ab_user',
    ]) {
      await runner.query(`DROP TABLE security.${table}`);
    }
  }
}
