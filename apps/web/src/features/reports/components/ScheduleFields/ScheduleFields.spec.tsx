import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyLocale } from '../../../../i18n';
import { ScheduleFields } from './ScheduleFields';

const renderFields = (crontab: string, onChange = jest.fn()) =>
  render(<ScheduleFields crontab={crontab} timezone="UTC" timezoneProblem={undefined} onChange={onChange} />);

describe('ScheduleFields in the user’s language', () => {
  afterEach(() => applyLocale('en'));

  it('says the schedule in words and names the fields and presets in French', async () => {
    await applyLocale('fr');
    const onChange = jest.fn();
    renderFields('0 8 * * 1', onChange);
    expect(screen.getByTestId('cron-in-words')).toHaveTextContent('Chaque semaine, le lundi, à 08:00');
    expect(screen.getByLabelText('Jour de la semaine')).toHaveValue('1');
    expect(screen.getByLabelText('Jour du mois')).toHaveValue('*');
    const presets = screen.getByRole('listbox', { name: 'Préréglages' });
    await userEvent.setup().click(presets);
    await userEvent.setup().click(within(presets).getByRole('option', { name: 'Tous les jours' }));
    expect(onChange).toHaveBeenLastCalledWith({ crontab: '0 0 * * *' });
  });

  it('says the schedule in words in Japanese, and nothing for an expression it cannot say', async () => {
    await applyLocale('ja');
    const { unmount } = renderFields('30 9 * * 1-5');
    expect(screen.getByTestId('cron-in-words')).toHaveTextContent('毎週 月曜日、火曜日、水曜日、木曜日、金曜日 09:30');
    expect(screen.getByLabelText('曜日')).toHaveValue('1-5');
    unmount();
    renderFields('0 8 L * *');
    expect(screen.queryByTestId('cron-in-words')).not.toBeInTheDocument();
  });
});
