import type { TesseraError } from '@tessera/contracts';
import { SupersetErrorType } from '@tessera/contracts';
import { parseTemplateParams, renderSqlTemplate } from './sql-template.processor';

const alice = { id: 7, username: 'alice' };
const render = (sql: string, params: Record<string, unknown> = {}) => renderSqlTemplate(sql, params, alice);
const failure = (sql: string, params: Record<string, unknown> = {}): TesseraError => {
  try {
    render(sql, params);
  } catch (error) {
    return error as TesseraError;
  }
  throw new Error('expected the template to fail');
};

describe('SQL editor templates', () => {
  it('leaves SQL without template syntax untouched, JSON braces included', () => {
    const sql = `SELECT '{"a": {"b": 1}}' AS j, x % 2 FROM t`;
    expect(render(sql)).toBe(sql);
  });

  it('prints variables, attributes, items and filters', () => {
    expect(
      render("SELECT {{ n }}, '{{ name | upper }}', {{ cfg.limit }}, {{ ids[1] }}", { n: 3, name: 'bob', cfg: { limit: 10 }, ids: [4, 5] }),
    ).toBe("SELECT 3, 'BOB', 10, 5");
    expect(
      render('{{ ids | join(", ") }} / {{ ids | length }} / {{ missing_key | default("x") }}'.replace('missing_key', 'cfg.nope'), {
        ids: [1, 2],
        cfg: {},
      }),
    ).toBe('1, 2 / 2 / x');
    expect(render('{{ [1, 2] }} {{ none }} {{ true }} {{ "a" ~ (1 + 2) }}')).toBe('[1, 2] None True a3');
  });

  it('evaluates if / elif / else and for loops with loop variables', () => {
    const sql = "{% if region == 'EU' %}eu{% elif region %}other{% else %}none{% endif %}";
    expect(render(sql, { region: 'EU' })).toBe('eu');
    expect(render(sql, { region: 'US' })).toBe('other');
    expect(render(sql, { region: '' })).toBe('none');
    expect(render('{% for c in cols %}{{ c }}{% if not loop.last %}, {% endif %}{% endfor %}', { cols: ['a', 'b', 'c'] })).toBe('a, b, c');
    expect(render('{% for k, v in m.items() %}{{ k }}={{ v }};{% else %}empty{% endfor %}', { m: { x: 1, y: 2 } })).toBe('x=1;y=2;');
    expect(render('{% for k in m %}{% else %}empty{% endfor %}', { m: [] })).toBe('empty');
    expect(render('{% set n = 2 * 3 %}{{ n }}')).toBe('6');
  });

  it('trims whitespace around tags marked with a dash', () => {
    expect(render('SELECT\n  {%- if a %} 1 {% endif -%}\n FROM t', { a: true })).toBe('SELECT 1 FROM t');
  });

  it('offers the macros of Superset', () => {
    const params = { url_params: { country: "Côte d'Ivoire" }, _filters: [{ col: 'state', op: 'IN', val: ['CA', 'NY'] }] };
    expect(render("SELECT '{{ url_param('country') }}', {{ url_param('missing', 'fallback') }}", params)).toBe(
      "SELECT 'Côte d''Ivoire', fallback",
    );
    expect(render('{{ current_username() }} {{ current_user_id() }}')).toBe('alice 7');
    expect(render('WHERE state IN {{ filter_values("state") | where_in }}', params)).toBe("WHERE state IN ('CA', 'NY')");
    expect(render('{{ filter_values("other", "x") }} {{ get_filters("state")[0].op }}', params)).toBe("['x'] IN");
    expect(render('{{ from_dttm }} {{ to_dttm }}', { to_dttm: '2024-01-01' })).toBe('None 2024-01-01');
  });

  it('names every undefined parameter, suggesting close names', () => {
    const error = failure('SELECT {{ nmae }}, {{ regoin }}, {{ zzz }} {% for r in rows %}{{ r }}{% endfor %}', {
      name: 'a',
      region: 'b',
      rows: [],
    });
    expect(error.explicitErrorType).toBe(SupersetErrorType.MISSING_TEMPLATE_PARAMS_ERROR);
    expect(error.message).toContain('The following parameters in your query are undefined: "nmae", "regoin", "zzz".');
    expect(error.message).toContain('Did you mean "name" instead of "nmae"?');
    expect(error.message).toContain('Did you mean "region" instead of "regoin"?');
    expect(error.extra).toMatchObject({ undefined_parameters: ['nmae', 'regoin', 'zzz'], suggestions: { nmae: ['name'], zzz: [] } });
    expect(failure('{{ x }}').message).toMatch(/^The parameter "x" in your query is undefined\./);
  });

  it('reports malformed templates as invalid template parameters with the line', () => {
    for (const sql of ['SELECT {{ a', 'SELECT\n{% if a %}x', '{% endif %}', '{{ a + }}', '{% frobnicate %}', '{{ }}']) {
      const error = failure(sql, { a: 1 });
      expect(error.explicitErrorType).toBe(SupersetErrorType.INVALID_TEMPLATE_PARAMS_ERROR);
      expect(error.extra?.syntax_error).toEqual(expect.any(String));
    }
    expect(failure('SELECT\n{% if a %}x', { a: 1 }).extra?.line_number).toBe(2);
    expect(failure('{{ a | nosuchfilter }}', { a: 1 }).extra?.syntax_error).toContain('no filter named "nosuchfilter"');
    expect(failure('{{ a() }}', { a: 1 }).extra?.syntax_error).toContain('is not callable');
  });

  it('reads template parameters as a JSON object, anything else as empty', () => {
    expect(parseTemplateParams('{"a": 1}')).toEqual({ a: 1 });
    expect(parseTemplateParams('not json')).toEqual({});
    expect(parseTemplateParams('[1]')).toEqual({});
    expect(parseTemplateParams(null)).toEqual({});
    expect(parseTemplateParams({ b: 2 })).toEqual({ b: 2 });
  });
});
