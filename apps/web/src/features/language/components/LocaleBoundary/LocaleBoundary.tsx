import { Fragment, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { selectActiveLocale, selectRequestedLocale } from '../../language.selectors';

/**
 * Renders its children afresh when the language changes: texts are translated while rendering,
 * so every screen below (and what it computed from texts) is rebuilt in the new language. A
 * language the address asked for (an embedded dashboard) is awaited before anything renders, so
 * the page is never rebuilt under its guest session.
 */
export function LocaleBoundary({ children }: { children: ReactNode }) {
  const locale = useSelector(selectActiveLocale);
  const requested = useSelector(selectRequestedLocale);
  if (requested !== null && requested !== locale) return null;
  return <Fragment key={locale}>{children}</Fragment>;
}
