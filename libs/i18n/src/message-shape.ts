import { IntlMessageFormat } from 'intl-messageformat';

// Element kinds of the ICU parser's AST (its `TYPE` enum, which intl-messageformat does not re-export).
const ARGUMENT = 1;
const NUMBER = 2;
const DATE = 3;
const TIME = 4;
const SELECT = 5;
const PLURAL = 6;
const TAG = 8;

interface Element {
  type: number;
  value?: unknown;
  options?: Record<string, { value: Element[] }>;
  children?: Element[];
}

/** What a message asks for: its argument names, and the categories of each plural keyed by its argument. */
export interface MessageShape {
  arguments: Set<string>;
  plurals: Map<string, Set<string>>;
}

function walk(elements: readonly Element[], shape: MessageShape): void {
  for (const element of elements) {
    if ([ARGUMENT, NUMBER, DATE, TIME, SELECT, PLURAL].includes(element.type)) shape.arguments.add(String(element.value));
    if (element.type === PLURAL) {
      const categories = shape.plurals.get(String(element.value)) ?? new Set<string>();
      Object.keys(element.options ?? {}).forEach((category) => categories.add(category));
      shape.plurals.set(String(element.value), categories);
    }
    for (const option of Object.values(element.options ?? {})) walk(option.value, shape);
    if (element.type === TAG) walk(element.children ?? [], shape);
  }
}

/** Parses `message` as ICU for `languageTag`; throws on a syntax error. */
export function messageShape(message: string, languageTag: string): MessageShape {
  const shape: MessageShape = { arguments: new Set(), plurals: new Map() };
  walk(new IntlMessageFormat(message, languageTag).getAst() as unknown as Element[], shape);
  return shape;
}

/** The arguments a key's English text implies: `{0}`… for each `%s`, and `count` for a plural text. */
export function expectedArguments(key: string, plural: boolean): Set<string> {
  const names = key
    .split('%s')
    .slice(1)
    .map((_, index) => String(index));
  return new Set(plural ? [...names, 'count'] : names);
}
