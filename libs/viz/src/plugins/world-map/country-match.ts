import countries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json';
import type { CountryFieldType } from './world-map.types';

countries.registerLocale(english);

/**
 * The ISO 3166-1 numeric code (the world atlas' shape id) of a country as the country column
 * holds it: an alpha-2 or alpha-3 code, or an English name (official or common). Olympic (cioc)
 * codes are looked up as alpha-3 codes, which most of them are; those that differ stay unmatched.
 */
export function countryShapeId(value: unknown, fieldType: CountryFieldType): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const text = value.trim();
  switch (fieldType) {
    case 'cca2':
      return countries.alpha2ToNumeric(text.toUpperCase()) ?? undefined;
    case 'cca3':
    case 'cioc':
      return countries.alpha3ToNumeric(text.toUpperCase()) ?? undefined;
    default: {
      const alpha2 = countries.getAlpha2Code(text, 'en');
      return alpha2 ? (countries.alpha2ToNumeric(alpha2) ?? undefined) : undefined;
    }
  }
}

/** The English name of a country by its numeric code, for tooltips and categorical colours. */
export function countryName(shapeId: string): string | undefined {
  return countries.getName(shapeId, 'en') ?? undefined;
}
