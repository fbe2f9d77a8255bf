import { upperOutsideQuotes } from './mysql.introspection';
import { mysqlTypeName } from './mysql.types';

describe('MySQL types', () => {
  it('names protocol types, telling text from binary by character set', () => {
    expect(mysqlTypeName({ columnType: 0x08, characterSet: 63 })).toBe('BIGINT');
    expect(mysqlTypeName({ columnType: 0xfd, characterSet: 45 })).toBe('VARCHAR');
    expect(mysqlTypeName({ columnType: 0xfd, characterSet: 63 })).toBe('VARBINARY');
    expect(mysqlTypeName({ columnType: 0xfc, characterSet: 45 })).toBe('TEXT');
    expect(mysqlTypeName({ columnType: 0xf6, characterSet: 63 })).toBe('DECIMAL');
    expect(mysqlTypeName({ columnType: 0x0c, characterSet: 63 })).toBe('DATETIME');
    expect(mysqlTypeName({ columnType: 0x99, characterSet: 63 })).toBe('UNKNOWN');
  });

  it('upper-cases column types but not enum values', () => {
    expect(upperOutsideQuotes("enum('a','It''s')")).toBe("ENUM('a','It''s')");
    expect(upperOutsideQuotes('bigint(20) unsigned')).toBe('BIGINT(20) UNSIGNED');
  });
});
