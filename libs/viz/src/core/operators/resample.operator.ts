import type { PostProcessingRule, QueryFormData } from '../query/query.types';

/** Re-buckets the x-axis at a fixed frequency; `zerofill` is asfreq with zeros in the gaps. */
export function resampleOperator(formData: QueryFormData): PostProcessingRule | undefined {
  const zeroFill = formData.resample_method === 'zerofill';
  const method = zeroFill ? 'asfreq' : formData.resample_method;
  const rule = formData.resample_rule;
  if (!method || !rule) return undefined;
  return { operation: 'resample', options: { method, rule, fill_value: zeroFill ? 0 : null } };
}
