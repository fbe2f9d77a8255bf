import { DuckDBTimestampValue } from '@duckdb/node-api';

import { indexColumns, referredSchema } from './duckdb.introspection';
import { toDuckdbParams } from './duckdb.values';

describe('DuckDB helpers', () => {
  it('reads index column lists', () => {
    expect(indexColumns('[a, "b c", "x""y"]')).toEqual(['a', 'b c', 'x"y']);
    expect(indexColumns(null)).toEqual([]);
  });

  it('reads the referenced schema of a foreign key', () => {
    expect(referredSchema('FOREIGN KEY (pid) REFERENCES shop.parent(id)', 'main')).toBe('shop');
    expect(referredSchema('FOREIGN KEY (pid) REFERENCES "My Schema"."p"(id)', 'main')).toBe('My Schema');
    expect(referredSchema('FOREIGN KEY (pid) REFERENCES parent(id)', 'main')).toBe('main');
  });

  it('converts parameters to DuckDB values', () => {
    const [date, wide, small, bytes, nothing, object] = toDuckdbParams([new Date(0), 2 ** 40, 5, new Uint8Array([1]), undefined, { a: 1 }]);
    expect(date).toBeInstanceOf(DuckDBTimestampValue);
    expect(wide).toBe(2n ** 40n);
    expect(small).toBe(5);
    expect(String(bytes)).toBe('\\x01');
    expect(nothing).toBeNull();
    expect(object).toBe('{"a":1}');
  });
});
