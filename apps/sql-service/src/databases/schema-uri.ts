/**
 * The database URI with `schema` as the default schema of its connections, as Superset's engine specs
 * adjust it: PostgreSQL sets the `search_path` through the connection `options`, MySQL and MariaDB
 * take the schema as the database of the URI. Other engines keep the URI.
 */
export function uriWithDefaultSchema(uri: string, engine: string, schema: string | null | undefined): string {
  if (!schema) return uri;
  if (engine === 'postgresql') {
    const url = new URL(uri);
    const quoted = /^[a-z_][a-z0-9_$]*$/.test(schema) ? schema : `"${schema.replace(/"/g, '""')}"`;
    // libpq splits `options` at spaces unless they are escaped.
    const setting = `-csearch_path=${quoted.replace(/ /g, '\\ ')}`;
    const existing = url.searchParams.get('options');
    url.searchParams.set('options', existing ? `${existing} ${setting}` : setting);
    return url.toString();
  }
  if (engine === 'mysql' || engine === 'mariadb') {
    const url = new URL(uri);
    url.pathname = `/${encodeURIComponent(schema)}`;
    return url.toString();
  }
  return uri;
}
