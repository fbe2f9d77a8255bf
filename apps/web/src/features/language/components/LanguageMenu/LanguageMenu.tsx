import { useDispatch, useSelector } from 'react-redux';
import { Dropdown } from 'semantic-ui-react';
import { LOCALE_NATIVE_NAMES, SUPPORTED_LOCALES, t, toLanguageTag } from '../../../../i18n';
import { selectActiveLocale } from '../../language.selectors';
import { localeChosen } from '../../language.slice';

/** The navbar's language menu: each language in its own name; a choice applies at once and is saved. */
export function LanguageMenu() {
  const dispatch = useDispatch();
  const active = useSelector(selectActiveLocale);
  return (
    <Dropdown
      item
      icon="world"
      aria-label={t('Language')}
      title={t('Language')}
      text={LOCALE_NATIVE_NAMES[active]}
      className="language-menu"
    >
      <Dropdown.Menu>
        {SUPPORTED_LOCALES.map((locale) => (
          <Dropdown.Item
            key={locale}
            lang={toLanguageTag(locale)}
            active={locale === active}
            text={LOCALE_NATIVE_NAMES[locale]}
            onClick={() => locale !== active && dispatch(localeChosen(locale))}
          />
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
