import { DEFAULT_LOCALE } from '@tessera/i18n';
import { currentLocale, localiseKnownText, runWithRequestContext, serverText } from '@tessera/platform';

type ConstraintText = (...args: string[]) => string;

/**
 * class-validator's own wording for the constraints the contract classes use, as catalogue texts:
 * the first `%s` is the field's name (kept as it is: clients read it), the others the constraint's
 * arguments. Each English text is exactly class-validator's message, so English answers do not change.
 */
const CONSTRAINT_TEXTS: Readonly<Record<string, ConstraintText>> = {
  isString: (...args) => serverText('%s must be a string', ...args),
  isInt: (...args) => serverText('%s must be an integer number', ...args),
  isNumber: (...args) => serverText('%s must be a number conforming to the specified constraints', ...args),
  isBoolean: (...args) => serverText('%s must be a boolean value', ...args),
  isArray: (...args) => serverText('%s must be an array', ...args),
  isObject: (...args) => serverText('%s must be an object', ...args),
  isUuid: (...args) => serverText('%s must be a UUID', ...args),
  isEmail: (...args) => serverText('%s must be an email', ...args),
  isIn: (...args) => serverText('%s must be one of the following values: %s', ...args),
  maxLength: (...args) => serverText('%s must be shorter than or equal to %s characters', ...args),
  minLength: (...args) => serverText('%s must be longer than or equal to %s characters', ...args),
  min: (...args) => serverText('%s must not be less than %s', ...args),
  max: (...args) => serverText('%s must not be greater than %s', ...args),
  arrayMaxSize: (...args) => serverText('%s must contain no more than %s elements', ...args),
  arrayMinSize: (...args) => serverText('%s must contain at least %s elements', ...args),
  matches: (...args) => serverText('%s must match %s regular expression', ...args),
};

/** A pattern reading the arguments back out of class-validator's English message for one constraint. */
function englishPattern(text: ConstraintText): RegExp {
  // The English text with `%s` for every argument, i.e. the catalogue key itself.
  const template = runWithRequestContext({ requestId: 'validation-texts', locale: DEFAULT_LOCALE }, () => text('%s', '%s', '%s'));
  const parts = template.split('%s').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('(.*)')}$`, 's');
}

const patterns = new Map<string, RegExp>();

function patternFor(constraint: string, text: ConstraintText): RegExp {
  let pattern = patterns.get(constraint);
  if (!pattern) patterns.set(constraint, (pattern = englishPattern(text)));
  return pattern;
}

/**
 * One constraint's message in the request's language. class-validator writes English only: its
 * message is matched against the constraint's English text to recover the field and arguments,
 * which fill the translation. A contract's own message (`{ message: '…' }`) is translated when it
 * is a catalogue text and kept as written otherwise.
 */
export function localiseConstraintMessage(constraint: string, message: string): string {
  if (currentLocale() === DEFAULT_LOCALE) return message;
  const text = CONSTRAINT_TEXTS[constraint];
  const match = text ? patternFor(constraint, text).exec(message) : null;
  if (!text || !match) return localiseKnownText(message);
  const [field = '', ...args] = match.slice(1);
  // A constraint on each item of a list (`each: true`) names the field as class-validator does: `each value in tags`.
  const subject = field.startsWith(EACH_PREFIX) ? serverText('each value in %s', field.slice(EACH_PREFIX.length)) : field;
  return text(subject, ...args);
}

const EACH_PREFIX = 'each value in ';
