import { useDispatch, useSelector } from 'react-redux';
import { Dropdown, Icon } from 'semantic-ui-react';
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
      aria-label={t('Language')}
      title={t('Language')}
      // The globe leads the language's name and the menu keeps the caret the navbar's other menus show.
      trigger={
        <span>
          <Icon name="world" />
          {LOCALE_NATIVE_NAMES[active]}
        </span>
      }
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
