import type { ApiSession } from '../testing/http-test-app';
import { created, MATRIX_WAREHOUSE, type MatrixWorld } from './authorization-matrix.world';
import type { LooseJson } from '../testing/loose-json';

/**
 * Fresh administrator-owned objects, one per destructive call: a caller allowed to delete or
 * change it does so to an object nobody else needs, so the order of the calls decides nothing.
 */
export class Sacrifices {
  private issued = 0;

  constructor(
    private readonly admin: ApiSession,
    private readonly world: MatrixWorld,
  ) {}

  private name(kind: string): string {
    this.issued += 1;
    return `matrix ${kind} ${this.world.suffix} ${this.issued}`;
  }

  private make(path: string, body: unknown, what: string): Promise<LooseJson> {
    return created(this.admin.post(path, body), `a sacrificial ${what}`);
  }

  async chart(): Promise<number> {
    return (
      await this.make(
        '/api/v1/chart/',
        { slice_name: this.name('chart'), viz_type: 'table', datasource_id: this.world.grantedDatasetId, datasource_type: 'table' },
        'chart',
      )
    ).id;
  }

  async dashboard(): Promise<number> {
    return (await this.make('/api/v1/dashboard/', { dashboard_title: this.name('dashboard'), published: true }, 'dashboard')).id;
  }

  /** A virtual dataset with one column and its `count` metric. */
  async dataset(): Promise<{ id: number; columnId: number; metricId: number }> {
    const dataset = await this.make(
      '/api/v1/dataset/',
      {
        database: this.world.databaseId,
        schema: this.world.schema,
        table_name: this.name('dataset').replace(/ /g, '_'),
        sql: 'SELECT 1 AS one',
      },
      'dataset',
    );
    const detail = (await this.admin.get(`/api/v1/dataset/${dataset.id}`)).body.result;
    return { id: dataset.id, columnId: detail.columns[0].id, metricId: detail.metrics[0].id };
  }

  async database(): Promise<number> {
    return (await this.make('/api/v1/database/', { database_name: this.name('database'), sqlalchemy_uri: MATRIX_WAREHOUSE }, 'database'))
      .id;
  }

  /** A yearly CSV report of the granted chart, owned by the administrator. */
  async report(): Promise<number> {
    return (
      await this.make(
        '/api/v1/report/',
        { type: 'Report', name: this.name('report'), crontab: '0 0 1 1 *', chart: this.world.chartId, report_format: 'CSV' },
        'report',
      )
    ).id;
  }

  async savedQuery(): Promise<number> {
    return (
      await this.make(
        '/api/v1/saved_query/',
        { db_id: this.world.databaseId, label: this.name('saved query'), sql: 'SELECT 1' },
        'saved query',
      )
    ).id;
  }

  async tag(): Promise<{ id: number; name: string }> {
    const name = this.name('tag').replace(/ /g, '-');
    return { id: (await this.make('/api/v1/tag/', { name }, 'tag')).id, name };
  }

  /** A fresh chart carrying a fresh tag, for untagging. */
  async taggedChart(): Promise<{ chartId: number; tag: string }> {
    const chartId = await this.chart();
    const tag = this.name('label').replace(/ /g, '-');
    await created(this.admin.post(`/api/v1/tag/2/${chartId}/`, { properties: { tags: [tag] } }), 'tagging a sacrificial chart');
    return { chartId, tag };
  }

  async annotationLayer(): Promise<number> {
    return (await this.make('/api/v1/annotation_layer/', { name: this.name('layer') }, 'annotation layer')).id;
  }

  async annotation(): Promise<number> {
    const body = { short_descr: this.name('annotation'), start_dttm: '2024-01-01T00:00:00', end_dttm: '2024-01-02T00:00:00' };
    return (await this.make(`/api/v1/annotation_layer/${this.world.annotationLayerId}/annotation/`, body, 'annotation')).id;
  }

  async rls(): Promise<number> {
    return (
      await this.make(
        '/api/v1/rowlevelsecurity/',
        {
          name: this.name('rls'),
          filter_type: 'Regular',
          clause: '1=1',
          tables: [this.world.grantedDatasetId],
          roles: [this.world.roleId],
        },
        'rls rule',
      )
    ).id;
  }

  async role(): Promise<number> {
    return (await this.make('/api/v1/security/roles/', { name: this.name('role') }, 'role')).id;
  }

  /** A personal API key of the administrator's: the only caller who may revoke it. */
  async apiKey(): Promise<number> {
    return (await this.make('/api/v1/me/api_keys/', { name: this.name('api key') }, 'api key')).result.id;
  }

  async user(): Promise<number> {
    const username = this.name('user').replace(/ /g, '_');
    return (
      await this.make(
        '/api/v1/security/users/',
        { first_name: 'Spare', last_name: 'User', username, email: `${username}@example.com`, password: 'spare-pw', roles: [] },
        'user',
      )
    ).id;
  }

  async tabState(): Promise<number> {
    return (
      await this.make('/tabstateview/', { queryEditor: { name: this.name('tab'), dbId: this.world.databaseId, sql: '' } }, 'tab state')
    ).id;
  }

  async tableSchema(): Promise<number> {
    const table = {
      dbId: this.world.databaseId,
      queryEditorId: this.world.tabStateId,
      schema: this.world.schema,
      name: 'orders',
      expanded: true,
    };
    return (await this.make('/tableschemaview/', { table }, 'table schema')).id;
  }

  async formDataKey(): Promise<string> {
    const body = { datasource_id: this.world.grantedDatasetId, datasource_type: 'table', form_data: JSON.stringify({ viz_type: 'table' }) };
    return (await this.make('/api/v1/explore/form_data', body, 'form data')).key;
  }

  async filterStateKey(): Promise<string> {
    return (await this.make(`/api/v1/dashboard/${this.world.dashboardId}/filter_state`, { value: '{}' }, 'filter state')).key;
  }
}
