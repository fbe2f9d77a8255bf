import type { FieldPacket } from 'mysql2';

const BINARY_CHARSET = 63;

const NAMES: Record<number, string> = {
  0x00: 'DECIMAL',
  0x01: 'TINYINT',
  0x02: 'SMALLINT',
  0x03: 'INT',
  0x04: 'FLOAT',
  0x05: 'DOUBLE',
  0x06: 'NULL',
  0x07: 'TIMESTAMP',
  0x08: 'BIGINT',
  0x09: 'MEDIUMINT',
  0x0a: 'DATE',
  0x0b: 'TIME',
  0x0c: 'DATETIME',
  0x0d: 'YEAR',
  0x0e: 'DATE',
  0x0f: 'VARCHAR',
  0x10: 'BIT',
  0xf5: 'JSON',
  0xf6: 'DECIMAL',
  0xf7: 'ENUM',
  0xf8: 'SET',
  0xff: 'GEOMETRY',
};

const TEXT_OR_BLOB: Record<number, [string, string]> = {
  0xf9: ['TINYTEXT', 'TINYBLOB'],
  0xfa: ['MEDIUMTEXT', 'MEDIUMBLOB'],
  0xfb: ['LONGTEXT', 'LONGBLOB'],
  0xfc: ['TEXT', 'BLOB'],
  0xfd: ['VARCHAR', 'VARBINARY'],
  0xfe: ['CHAR', 'BINARY'],
};

/** SQL type name of a result column from its protocol type code and character set. */
export function mysqlTypeName(field: Pick<FieldPacket, 'columnType' | 'type' | 'characterSet'>): string {
  const code = field.columnType ?? field.type ?? -1;
  const pair = TEXT_OR_BLOB[code];
  if (pair) return field.characterSet === BINARY_CHARSET ? pair[1] : pair[0];
  return NAMES[code] ?? 'UNKNOWN';
}
