import { CATEGORICAL_COLOR_SCHEMES, DEFAULT_COLOR_SCHEME, UNTITLED_DASHBOARD_TITLE } from '@tessera/contracts';
import { invalidField, type JsonObject } from '../validation/json-checks';
import { serverText } from '@tessera/platform';

/** A missing or blank title becomes '[ untitled dashboard ]'. */
export function titleOrDefault(title: string | null | undefined): string {
  return title && title.trim() !== '' ? title : UNTITLED_DASHBOARD_TITLE;
}

/**
 * An empty slug is no slug. Slugs made only of digits are refused: dashboards are addressed by
 * id-or-slug, and such a slug would always be read as an id.
 */
export function normalizeSlug(slug: string | null | undefined): string | null {
  const trimmed = slug?.trim() ?? '';
  if (trimmed === '') return null;
  if (/^\d+$/.test(trimmed)) throw invalidField('slug', serverText('"%s" is only digits and would be read as a dashboard id', trimmed));
  if (/[\s/?#]/.test(trimmed)) throw invalidField('slug', serverText('"%s" cannot contain spaces, "/", "?" or "#"', trimmed));
  return trimmed;
}

/** Certification details are kept only while someone is named as certifier. */
export function certification(
  certifiedBy: string | null | undefined,
  details: string | null | undefined,
): { certifiedBy: string | null; certificationDetails: string | null } {
  const by = certifiedBy && certifiedBy.trim() !== '' ? certifiedBy : null;
  return { certifiedBy: by, certificationDetails: by ? (details ?? null) : null };
}

export function cssOrDefault(css: string | null | undefined): string {
  return css ?? '';
}

/**
 * The colour rules of a save: a colour scheme that is not one of the categorical schemes becomes the
 * default one; `shared_label_colors` that is not a list becomes an empty list.
 */
export function normalizeColors(metadata: JsonObject): JsonObject {
  const result = { ...metadata };
  const scheme = result.color_scheme;
  if (typeof scheme === 'string' && scheme !== '' && !(CATEGORICAL_COLOR_SCHEMES as readonly string[]).includes(scheme)) {
    result.color_scheme = DEFAULT_COLOR_SCHEME;
  }
  if ('shared_label_colors' in result && !Array.isArray(result.shared_label_colors)) result.shared_label_colors = [];
  return result;
}
