/** A value placed in an LDAP search filter (RFC 4515): `*`, `(`, `)`, `\` and NUL escaped as `\hh`. */
export function escapeFilterValue(value: string): string {
  return value.replace(/[*()\\\0]/g, (char) => `\\${char.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

/** A value placed in a DN (RFC 4514): the special characters backslash-escaped, leading/trailing spaces and a leading # too. */
export function escapeDnValue(value: string): string {
  return value
    .replace(/[\\,+"<>;=\0]/g, (char) => (char === '\0' ? '\\00' : `\\${char}`))
    .replace(/^([ #])/, '\\$1')
    .replace(/ $/, '\\ ');
}
