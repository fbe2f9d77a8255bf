import { types as pgTypes, type CustomTypesConfig } from 'pg';

import { numericStringToJson } from '../../value-normalizer';

function utcTimestamp(value: string): Date | string {
  const date = new Date(`${value.replace(' ', 'T')}Z`);
  return Number.isNaN(date.getTime()) ? value : date;
}

function utcDate(value: string): Date | string {
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : date;
}

// Wall-clock types are read as UTC so results never depend on the server process's time zone;
// int8 and numeric become numbers where that loses nothing.
const PARSERS: Record<number, (value: string) => unknown> = {
  20: numericStringToJson,
  1700: numericStringToJson,
  790: (value) => value,
  1082: utcDate,
  1114: utcTimestamp,
};

/** Type parsers handed to every pool and cursor of a Tessera PostgreSQL database. */
export const PG_TYPE_PARSERS = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    PARSERS[oid] ??
    (pgTypes.getTypeParser as (oid: number, format?: string) => unknown)(oid, format)) as CustomTypesConfig['getTypeParser'],
} as CustomTypesConfig;

const DISPLAY_REPLACEMENTS: [RegExp, string][] = [
  [/^CHARACTER VARYING/, 'VARCHAR'],
  [/^CHARACTER(?!\w)/, 'CHAR'],
  [/^BIT VARYING/, 'VARBIT'],
];

/** `format_type` output ('character varying(255)') in the upper-case spelling Superset shows ('VARCHAR(255)'). */
export function pgTypeDisplayName(formatted: string): string {
  if (formatted.includes('"')) return formatted;
  let name = formatted.toUpperCase();
  for (const [pattern, replacement] of DISPLAY_REPLACEMENTS) name = name.replace(pattern, replacement);
  return name.replace(/\((\d+),(\d+)\)/, '($1, $2)');
}
