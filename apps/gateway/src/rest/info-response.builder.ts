import type { ListResourceSpec } from '@tessera/contracts';
import { decodeQueryObject } from './rison-query';

const INFO_KEYS = ['add_columns', 'edit_columns', 'filters', 'permissions', 'add_title', 'edit_title', 'none'];

const OPERATOR_NAMES: Record<string, string> = {
  sw: 'Starts with',
  nsw: 'Not Starts with',
  ew: 'Ends with',
  new: 'Not Ends with',
  ct: 'Contains',
  nct: 'Not Contains',
  eq: 'Equal to',
  neq: 'Not Equal to',
  gt: 'Greater than',
  lt: 'Smaller than',
  in: 'One of',
  not_in: 'Not one of',
  rel_o_m: 'Relation',
  nrel_o_m: 'No Relation',
  rel_m_m: 'Relation as Many',
  between: 'Between',
};

/** `GET /api/v1/<resource>/_info?q=(keys:!(permissions))`: the caller's permissions and the filter catalogue. */
export function buildInfoResponse(q: unknown, spec: ListResourceSpec, permissions: string[]): Record<string, unknown> {
  const raw = decodeQueryObject(q, ['keys', 'add_columns', 'edit_columns']);
  const keys = Array.isArray(raw.keys) ? (raw.keys as string[]).filter((k) => INFO_KEYS.includes(k)) : INFO_KEYS;
  const response: Record<string, unknown> = {};
  if (keys.includes('none')) return response;
  if (keys.includes('permissions')) response.permissions = permissions;
  if (keys.includes('filters')) {
    response.filters = Object.fromEntries(
      Object.entries(spec.searchColumns).map(([column, operators]) => [
        column,
        operators.map((operator) => ({ name: OPERATOR_NAMES[operator] ?? humanise(operator), operator })),
      ]),
    );
  }
  if (keys.includes('add_title')) response.add_title = spec.listTitle.replace(/^List /, 'Add ');
  if (keys.includes('edit_title')) response.edit_title = spec.listTitle.replace(/^List /, 'Edit ');
  return response;
}

function humanise(operator: string): string {
  const text = operator.replace(/_/g, ' ');
  return text[0].toUpperCase() + text.slice(1);
}
