import { ErrorCode, SupersetErrorType, TesseraError, parseBoundedJson } from '@tessera/contracts';
import { serverText } from '@tessera/platform';
import { suggestionsFor } from './edit-distance';
import { sqlTemplateScope, type TemplateUser } from './sql-template.context';
import { hasTemplateSyntax } from './template-source';
import { TemplateRenderError, TemplateSyntaxError } from './template-syntax.error';
import { parseTemplate } from './template.parser';
import { TemplateRenderer } from './template.renderer';

// Superset's wording, in the user's language.
const parameterMissing = () =>
  serverText(
    'Please check your template parameters for syntax errors and make sure they match across your SQL query and Set Parameters. Then, try running your query again.',
  );
const malformedTemplate = () =>
  serverText(
    'The query contains one or more malformed template parameters. Please check your query and confirm that all template parameters are surround by double braces, for example, "{{ ds }}". Then, try running your query again.',
  );

/** `templateParams` as the editor sends it (a JSON string) or as other calls do (an object); anything else is `{}`. */
export function parseTemplateParams(raw: unknown): Record<string, unknown> {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = parseBoundedJson(raw);
    } catch {
      return {};
    }
  }
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

const quoted = (names: string[]) => names.map((name) => `"${name}"`).join(', ');

function missingParameters(undefinedNames: string[], params: Record<string, unknown>): TesseraError {
  const suggestions = Object.fromEntries(undefinedNames.map((name) => [name, suggestionsFor(name, Object.keys(params))]));
  const hints = undefinedNames
    .filter((name) => suggestions[name].length > 0)
    .map((name) =>
      serverText(
        'Did you mean %s instead of "%s"?',
        suggestions[name].map((s) => `"${s}"`).reduce((either, or) => serverText('%s or %s', either, or)),
        name,
      ),
    );
  const lead =
    undefinedNames.length === 1
      ? serverText('The parameter %s in your query is undefined.', quoted(undefinedNames))
      : serverText('The following parameters in your query are undefined: %s.', quoted(undefinedNames));
  return new TesseraError(ErrorCode.BAD_REQUEST, [lead, ...hints, parameterMissing()].join(' '), {
    errorType: SupersetErrorType.MISSING_TEMPLATE_PARAMS_ERROR,
    extra: { undefined_parameters: undefinedNames, template_parameters: params, suggestions },
  });
}

function malformed(error: TemplateSyntaxError | TemplateRenderError, params: Record<string, unknown>): TesseraError {
  return new TesseraError(ErrorCode.BAD_REQUEST, malformedTemplate(), {
    errorType: SupersetErrorType.INVALID_TEMPLATE_PARAMS_ERROR,
    extra: { template_parameters: params, syntax_error: error.detail, line_number: error.line },
  });
}

/**
 * Renders the Jinja subset of SQL editor templates. Names the template reads that neither the
 * parameters nor the macros define fail as MISSING_TEMPLATE_PARAMS_ERROR (with 'Did you mean'
 * suggestions within two edits); unparseable templates as INVALID_TEMPLATE_PARAMS_ERROR.
 */
export function renderSqlTemplate(sql: string, params: Record<string, unknown>, user: TemplateUser): string {
  if (!hasTemplateSyntax(sql)) return sql;
  try {
    const template = parseTemplate(sql);
    const scope = sqlTemplateScope(params, user);
    const undefinedNames = [...template.freeNames].filter((name) => !scope.has(name)).sort();
    if (undefinedNames.length > 0) throw missingParameters(undefinedNames, params);
    return new TemplateRenderer().render(template.nodes, scope);
  } catch (error) {
    if (error instanceof TemplateSyntaxError || error instanceof TemplateRenderError) throw malformed(error, params);
    throw error;
  }
}
