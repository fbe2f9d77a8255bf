import type { RlsFilterType, RlsRuleCreateFields } from '@tessera/contracts/web';
import type { SelectOption } from '@tessera/ui';
import type { RlsRuleDetail } from './rls.api';

/** Superset's two filter types: Regular rules filter their roles' queries, Base rules everyone's but theirs. */
export const FILTER_TYPES: readonly RlsFilterType[] = ['Regular', 'Base'];

export interface RlsFormValues {
  name: string;
  filter_type: RlsFilterType;
  datasets: SelectOption<number>[];
  roles: SelectOption<number>[];
  group_key: string;
  clause: string;
  description: string;
}

export const EMPTY_RLS_FORM: RlsFormValues = {
  name: '',
  filter_type: 'Regular',
  datasets: [],
  roles: [],
  group_key: '',
  clause: '',
  description: '',
};

export function fromRule({ rule, datasets }: RlsRuleDetail): RlsFormValues {
  return {
    name: rule.name,
    filter_type: rule.filter_type,
    datasets,
    roles: rule.roles.map((role) => ({ value: role.id, label: role.name })),
    group_key: rule.group_key ?? '',
    clause: rule.clause,
    description: rule.description ?? '',
  };
}

/** A rule needs a name, a clause and at least one dataset (Superset's modal asks the same). */
export function isRlsFormComplete(values: RlsFormValues): boolean {
  return values.name.trim() !== '' && values.clause.trim() !== '' && values.datasets.length > 0;
}

export function toRlsPayload(values: RlsFormValues): RlsRuleCreateFields {
  return {
    name: values.name.trim(),
    filter_type: values.filter_type,
    tables: values.datasets.map((dataset) => dataset.value),
    roles: values.roles.map((role) => role.value),
    group_key: values.group_key.trim() || null,
    clause: values.clause.trim(),
    description: values.description.trim() || null,
  };
}
