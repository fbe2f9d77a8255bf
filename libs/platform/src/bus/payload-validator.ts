import { ErrorCode, TesseraError, type DtoClass } from '@tessera/contracts';
import { plainToInstance } from 'class-transformer';
import { validate, type ValidationError } from 'class-validator';

/** Flattens nested class-validator errors into `path.to.field → messages`. */
export function flattenValidationErrors(errors: ValidationError[], prefix = ''): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints) fields[path] = Object.values(error.constraints);
    if (error.children?.length) Object.assign(fields, flattenValidationErrors(error.children, path));
  }
  return fields;
}

/**
 * class-transformer builds nested plain objects through their `constructor` property, so a payload
 * with a `constructor` key of its own cannot be read: that is a malformed payload, not a crash.
 */
function toInstance<T>(dto: DtoClass<T>, payload: object): T {
  try {
    return plainToInstance(dto as new () => T, payload) as T;
  } catch {
    throw new TesseraError(
      ErrorCode.VALIDATION_FAILED,
      'Invalid payload: it could not be read (reserved keys such as "constructor" are not accepted)',
      {
        fields: { payload: ['could not be read'] },
      },
    );
  }
}

/**
 * Turns a received payload into an instance of its DTO class and validates it. A failure is a
 * VALIDATION_FAILED error naming each field, never an exception that kills the handler.
 */
export async function validatePayload<T>(dto: DtoClass<T>, payload: unknown): Promise<T> {
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) {
    throw new TesseraError(ErrorCode.VALIDATION_FAILED, 'The message payload must be an object', {
      fields: { payload: ['must be an object'] },
    });
  }
  const instance = toInstance(dto, payload);
  const errors = await validate(instance as object, { forbidUnknownValues: false });
  if (errors.length > 0) {
    const fields = flattenValidationErrors(errors);
    const summary = Object.entries(fields)
      .map(([field, messages]) => `${field}: ${messages.join(', ')}`)
      .join('; ');
    throw new TesseraError(ErrorCode.VALIDATION_FAILED, `Invalid payload: ${summary}`, { fields });
  }
  return instance;
}
