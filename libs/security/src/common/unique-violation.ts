/** PostgreSQL's `unique_violation`, raised when a concurrent writer won the race a pre-check missed. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const driverError =
    (error as { driverError?: { code?: string; constraint?: string } } | null)?.driverError ??
    (error as { code?: string; constraint?: string } | null);
  if (driverError?.code !== '23505') return false;
  return constraint === undefined || driverError.constraint === constraint;
}
