import type { DataFrame } from './data-frame';
import { readOptions } from './options.validator';
import { invalidPostProcessing } from './post-processing.errors';
import { POST_PROCESSING_OPERATIONS } from './post-processing.registry';

/** One item of a query object's `post_processing` list. */
export interface PostProcessingRule {
  operation: string;
  options?: Readonly<Record<string, unknown>> | null;
}

/**
 * Runs a query's `post_processing` rules in order, as Superset's `exec_post_processing`: each rule
 * is checked (known operation, options of the right names and shapes) before it runs, and any
 * failure is a `BAD_REQUEST` with Superset's `Error: <message>` wording. The input is not modified.
 */
export function applyPostProcessing(frame: DataFrame, rules: readonly PostProcessingRule[] | null | undefined): DataFrame {
  if (rules !== null && rules !== undefined && !Array.isArray(rules)) {
    throw invalidPostProcessing('post_processing must be a list of operations');
  }
  let result = frame;
  for (const rule of rules ?? []) {
    if (typeof rule !== 'object' || rule === null || typeof rule.operation !== 'string') {
      throw invalidPostProcessing('Each post processing item needs an operation');
    }
    const definition = Object.hasOwn(POST_PROCESSING_OPERATIONS, rule.operation) ? POST_PROCESSING_OPERATIONS[rule.operation] : undefined;
    if (!definition) throw invalidPostProcessing(`Unsupported post processing operation: ${rule.operation}`);
    result = definition.run(result, readOptions(rule.operation, rule.options, definition.schema));
  }
  return result;
}
