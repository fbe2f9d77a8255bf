import { HttpException, ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import { ErrorCode, TesseraError } from '@tessera/contracts';
import { serverText } from '@tessera/platform';
import { localiseConstraintMessage } from './validation-messages';

/** Marshmallow's wording, which Superset clients show to users, in the request's language. */
function messagesFor(error: ValidationError): string[] {
  const constraints = error.constraints ?? {};
  if (constraints.whitelistValidation) return [serverText('Unknown field.')];
  if (error.value === undefined) return [serverText('Missing data for required field.')];
  return Object.entries(constraints).map(([constraint, message]) => localiseConstraintMessage(constraint, message));
}

function collect(errors: ValidationError[], prefix = '', into: Record<string, string[]> = {}): Record<string, string[]> {
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints) into[path] = messagesFor(error);
    if (error.children?.length) collect(error.children, path, into);
  }
  return into;
}

/**
 * class-transformer builds nested plain objects through their `constructor` property, so a body
 * with a `constructor` key of its own throws while being read: a malformed body, answered as one.
 */
class ReadingValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    try {
      return await super.transform(value, metadata);
    } catch (error) {
      if (error instanceof TesseraError || error instanceof HttpException) throw error;
      throw new TesseraError(ErrorCode.VALIDATION_FAILED, serverText('Invalid request body'), {
        fields: { [metadata.data ?? 'body']: [serverText('Could not be read.')] },
      });
    }
  }
}

/**
 * Validates request bodies and query DTOs: unknown fields, missing and malformed values become a
 * 400 `{message: {field: [messages]}}` as Superset answers.
 */
export function createBodyValidationPipe(): ValidationPipe {
  return new ReadingValidationPipe({
    transform: true,
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: false,
    exceptionFactory: (errors) =>
      new TesseraError(ErrorCode.VALIDATION_FAILED, serverText('Invalid request body'), { fields: collect(errors) }),
  });
}
