import type { ChartDataResponseResult } from '../../core/query/chart-data.types';
import { buildQuery } from './build-query';
import type { HandlebarsFormData } from './handlebars.types';
import { handlebarsChartPlugin } from './index';
import { renderer, renderTemplate } from './renderer';
import { momentToD3, TEMPLATE_HELPERS } from './template-helpers';
import { TemplateInterpreter } from './template-interpreter';
import { DEFAULT_TEMPLATE, transformProps } from './transform-props';

const formData: HandlebarsFormData = {
  datasource: '3__table',
  viz_type: 'handlebars',
  query_mode: 'aggregate',
  groupby: ['genre'],
  metrics: ['sum__global_sales'],
  row_limit: 5,
};

const rows = [
  { genre: 'Action', sum__global_sales: 1234.5, ts: Date.UTC(2020, 2, 5) },
  { genre: 'Sports <b>', sum__global_sales: 800, ts: Date.UTC(2021, 11, 1) },
];
const result: ChartDataResponseResult = { colnames: ['genre', 'sum__global_sales', 'ts'], coltypes: [1, 0, 2], rowcount: 2, data: rows };

const render = (template: string, context: unknown = { data: rows }) => new TemplateInterpreter(template, TEMPLATE_HELPERS).render(context);

describe('handlebars chart', () => {
  let element: HTMLDivElement;

  beforeEach(() => {
    element = document.createElement('div');
    document.body.appendChild(element);
  });

  afterEach(() => element.remove());

  it('queries like the table: grouped and ordered by the first metric, or the raw columns', () => {
    const [query] = buildQuery(formData).queries;
    expect(query).toMatchObject({
      columns: ['genre'],
      metrics: ['sum__global_sales'],
      orderby: [['sum__global_sales', false]],
      row_limit: 5,
    });
    const [raw] = buildQuery({ ...formData, query_mode: 'raw', all_columns: ['name', 'genre'], order_by_cols: ['["name", true]'] }).queries;
    expect(raw.columns).toEqual(['name', 'genre']);
    expect(raw.metrics).toBeUndefined();
  });

  it('renders paths, escaped and raw mustaches, each with @index/@first/@last, if/else, with and ../', () => {
    expect(render('{{#each data}}{{@index}}:{{genre}}{{#if @last}}.{{else}}, {{/if}}{{/each}}')).toBe('0:Action, 1:Sports &lt;b&gt;.');
    expect(render('{{#each data}}{{{genre}}}|{{/each}}')).toBe('Action|Sports <b>|');
    expect(render('{{#with data.[0]}}{{genre}} of {{../data.length}}{{/with}}')).toBe('Action of 2');
    expect(render('{{#unless missing}}none{{/unless}}{{#each nothing}}x{{else}}empty{{/each}}')).toBe('noneempty');
    expect(render('{{@root.data.1.genre}}')).toBe('Sports &lt;b&gt;');
    expect(render('{{#each data}}{{#if (gt sum__global_sales 1000)}}big{{else}}small{{/if}} {{/each}}')).toBe('big small ');
    expect(render('{{data.constructor}}{{data.__proto__}}')).toBe('');
  });

  it("offers Superset's helpers: number and date formats, JSON in and out", () => {
    expect(render('{{#each data}}{{formatNumber sum__global_sales format=",.1f"}};{{/each}}')).toBe('1,234.5;800.0;');
    expect(render('{{dateFormat data.[0].ts format="MMMM YYYY"}} {{dateFormat data.[1].ts}}')).toBe('March 2020 2021-12-01');
    expect(momentToD3('[Week of] D MMM')).toBe('Week of %-d %b');
    expect(render('{{stringify data.[0]}}')).toBe(
      '{&quot;genre&quot;:&quot;Action&quot;,&quot;sum__global_sales&quot;:1234.5,&quot;ts&quot;:1583366400000}',
    );
    expect(render(`{{#with (parseJson '{"a": 3}')}}{{a}}{{/with}}`)).toBe('3');
  });

  it('refuses unknown helpers and partials, and reports a template that does not parse', () => {
    expect(() => render('{{shout genre}}')).toThrow('Unknown helper "shout"');
    expect(() => render('{{> header}}')).toThrow('cannot use partials');
    expect(() => render('{{#each data}}')).toThrow(/Parse error|doesn't match/);
  });

  it('sanitises what the template produces: no scripts, handlers or script URLs reach the page', () => {
    const html = renderTemplate({
      template:
        '<p onclick="alert(1)">{{{data.0.genre}}}</p><script>alert(2)</script><a href="javascript:alert(3)">x</a><img src=x onerror="alert(4)">',
      data: rows,
    });
    expect(html).toBe('<p>Action</p><a>x</a><img src="x">');
  });

  it('draws the sanitised HTML in a shadow root with its own style', async () => {
    const template =
      '<table class="sales">{{#each data}}<tr><td>{{genre}}</td><td>{{formatNumber sum__global_sales}}</td></tr>{{/each}}</table>';
    const props = transformProps({
      formData: { ...formData, handlebarsTemplate: template, styleTemplate: '.sales td { color: red; }' },
      queriesData: [result],
      width: 300,
      height: 200,
    });
    renderer.render(element, props, {});
    const shadow = element.querySelector('.tessera-handlebars')?.shadowRoot as ShadowRoot;
    expect([...shadow.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['Action', '1.23k', 'Sports <b>', '800']);
    expect(shadow.querySelector('style')?.textContent).toBe('.sales td { color: red; }');
    expect(document.querySelectorAll('body > style')).toHaveLength(0);
    await expect(handlebarsChartPlugin.loadRenderer()).resolves.toBe(renderer);
  });

  it('starts from a list of the rows as JSON', () => {
    const props = transformProps({ formData, queriesData: [result], width: 300, height: 200 });
    expect(props.template).toBe(DEFAULT_TEMPLATE);
    expect(renderTemplate(props).match(/<li>/g)).toHaveLength(2);
  });
});
