import { t } from '../../../../i18n';

/** A field's problem under it, announced; `id` lets the field point at it with aria-describedby. */
export function FieldProblem({ id, problem }: { id: string; problem: string | undefined }) {
  if (!problem) return null;
  return (
    <div id={id} role="alert" className="ui pointing red basic label">
      {t(problem)}
    </div>
  );
}

/** The aria attributes of a field with or without a problem. */
export function describedBy(id: string, problem: string | undefined) {
  return problem ? { 'aria-invalid': true, 'aria-describedby': id } : {};
}
