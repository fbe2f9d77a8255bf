import { escapeDnValue, escapeFilterValue } from './ldap-escape';

describe('LDAP escaping', () => {
  it('keeps a username from widening a search filter', () => {
    expect(escapeFilterValue('ann')).toBe('ann');
    expect(escapeFilterValue('*)(uid=*')).toBe('\\2a\\29\\28uid=\\2a');
    expect(escapeFilterValue('a\\b')).toBe('a\\5cb');
  });

  it('keeps a username from adding parts to a bind DN', () => {
    expect(escapeDnValue('ann')).toBe('ann');
    expect(escapeDnValue('ann,ou=admins')).toBe('ann\\,ou\\=admins');
    expect(escapeDnValue(' #x ')).toBe('\\ #x\\ ');
  });
});
