import { displayUri, isMaskedPassword, splitPassword, withPassword } from './database-uri';

describe('database URIs', () => {
  it('keeps the password apart and puts it back for connecting', () => {
    const { uri, password } = splitPassword('postgresql://scott:t%40ger@db.example.com:5432/sales?sslmode=require');
    expect(uri).toBe('postgresql://scott@db.example.com:5432/sales?sslmode=require');
    expect(password).toBe('t@ger');
    expect(withPassword(uri, password)).toBe('postgresql://scott:t%40ger@db.example.com:5432/sales?sslmode=require');
  });

  it('shows a masked password, and recognises the mask when it comes back', () => {
    expect(displayUri('mysql://root@127.0.0.1:3306/test', true)).toBe('mysql://root:XXXXXXXXXX@127.0.0.1:3306/test');
    expect(displayUri('duckdb:///data/examples.duckdb', false)).toBe('duckdb:///data/examples.duckdb');
    expect(isMaskedPassword(splitPassword('mysql://root:XXXXXXXXXX@h/db').password)).toBe(true);
  });

  it('leaves URIs without a password alone', () => {
    expect(splitPassword('duckdb:///:memory:')).toEqual({ uri: 'duckdb:///:memory:', password: null });
  });
});
