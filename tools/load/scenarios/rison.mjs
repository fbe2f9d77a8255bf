// Rison, the URL-friendly JSON of Superset's `q` parameters, as the SPA writes it
// (libs/contracts/src/rest/rison.ts is the original; this copy has no imports so k6 can load it).
const NOT_IDCHAR = " '!:(),*@$";
const NOT_IDSTART = '-0123456789';
const escapeClass = (chars) => chars.replace(/[-[\]{}()*+?.,\\^$|#\s]/g, '\\$&');
const ID_OK = new RegExp(`^[^${escapeClass(NOT_IDSTART + NOT_IDCHAR)}][^${escapeClass(NOT_IDCHAR)}]*$`);

function encodeString(value) {
  if (value !== '' && ID_OK.test(value)) return value;
  return `'${value.replace(/[!']/g, (c) => `!${c}`)}'`;
}

export function rison(value) {
  if (value === null || value === undefined) return '!n';
  if (typeof value === 'boolean') return value ? '!t' : '!f';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value).replace(/\+/g, '') : '!n';
  if (typeof value === 'string') return encodeString(value);
  if (Array.isArray(value)) return `!(${value.map(rison).join(',')})`;
  return `(${Object.entries(value)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${encodeString(k)}:${rison(v)}`)
    .join(',')})`;
}

/** `?q=` as the SPA's API client sends it: percent-encoded, keeping the characters rison reads well. */
export function risonQuery(value) {
  return encodeURIComponent(rison(value)).replace(/%(2C|3A|40|24|2F)/gi, (escaped) => decodeURIComponent(escaped));
}
