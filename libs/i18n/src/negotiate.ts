import { SUPPORTED_LOCALES, type Locale } from './locales';

interface LanguageRange {
  tag: string;
  quality: number;
  order: number;
}

/** `fr-CH, fr;q=0.9, *;q=0.5` → ranges by preference; malformed parts and `q=0` are left out. */
function parseAcceptLanguage(header: string): LanguageRange[] {
  const ranges: LanguageRange[] = [];
  header.split(',').forEach((part, order) => {
    const [rawTag, ...params] = part.trim().split(';');
    const tag = (rawTag ?? '').trim().toLowerCase().replace(/_/g, '-');
    if (!/^([a-z]{1,8}(-[a-z0-9]{1,8})*|\*)$/.test(tag)) return;
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const quality = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(quality) || quality <= 0 || quality > 1) return;
    ranges.push({ tag, quality, order });
  });
  return ranges.sort((a, b) => b.quality - a.quality || a.order - b.order);
}

const BY_TAG = new Map<string, Locale>(SUPPORTED_LOCALES.map((locale) => [locale.toLowerCase().replace('_', '-'), locale]));

/** An exact tag first (`pt-br` → pt_BR), else its language (`fr-ch` → fr, `pt-pt` → pt, `zh-hant` → zh). */
function matchRange(tag: string): Locale | undefined {
  const exact = BY_TAG.get(tag);
  if (exact) return exact;
  return BY_TAG.get(tag.split('-')[0] ?? '');
}

/**
 * The supported locale an `Accept-Language` header prefers most, or `undefined` when it names none
 * of them (the caller then uses the configured default). `*` expresses no preference.
 */
export function negotiateLocale(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  for (const range of parseAcceptLanguage(header)) {
    if (range.tag === '*') continue;
    const locale = matchRange(range.tag);
    if (locale) return locale;
  }
  return undefined;
}
