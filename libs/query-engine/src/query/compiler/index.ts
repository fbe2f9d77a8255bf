export { compileQuery } from './query.compiler';
export type { AppliedFilter, CompiledQuery, CompileMode, CompileOptions, RejectedFilter } from './compile-options.types';
export { DEFAULT_ROW_LIMIT, DEFAULT_ROW_LIMIT_CAP, DEFAULT_SAMPLES_ROW_LIMIT, effectiveRowLimit } from './row-limit.util';
