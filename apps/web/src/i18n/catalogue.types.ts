/** Plural forms keyed by `Intl.PluralRules` category; `other` is always required. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** Source text → translation. Keys are the English texts the code passes to `t` or `tn`. */
export type Catalogue = Readonly<Record<string, string | PluralForms>>;
