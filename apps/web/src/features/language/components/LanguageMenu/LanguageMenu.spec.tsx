import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../../testing/render-with-app';
import { initialLanguageState, localeChosen } from '../../language.slice';
import { LanguageMenu } from './LanguageMenu';

describe('LanguageMenu', () => {
  it('shows the language in effect and lists all fourteen by their own names', async () => {
    renderWithApp(<LanguageMenu />, { state: { language: { ...initialLanguageState, active: 'de' } } });
    const menu = screen.getByRole('listbox', { name: 'Language' });
    expect(menu).toHaveTextContent('Deutsch');
    await userEvent.click(menu);
    const names = screen.getAllByRole('option').map((option) => option.textContent);
    expect(names).toEqual([
      'English',
      'Français',
      'Español',
      'Italiano',
      '中文',
      '日本語',
      'Deutsch',
      'Português',
      'Português (Brasil)',
      'Русский',
      '한국어',
      'Slovenčina',
      'Slovenščina',
      'Nederlands',
    ]);
    expect(screen.getByRole('option', { name: '日本語' })).toHaveAttribute('lang', 'ja');
  });

  it('asks for the picked language, and for nothing when the one in effect is picked again', async () => {
    const { actions } = renderWithApp(<LanguageMenu />);
    await userEvent.click(screen.getByRole('listbox', { name: 'Language' }));
    await userEvent.click(screen.getByRole('option', { name: 'English' }));
    expect(actions.filter((action) => action.type === localeChosen.type)).toEqual([]);
    await userEvent.click(screen.getByRole('listbox', { name: 'Language' }));
    await userEvent.click(screen.getByRole('option', { name: 'Português (Brasil)' }));
    expect(actions.filter((action) => action.type === localeChosen.type)).toEqual([localeChosen('pt_BR')]);
  });
});
