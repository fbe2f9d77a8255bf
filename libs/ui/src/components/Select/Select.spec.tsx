import { useState } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SelectOption } from '../../types';
import type { SelectOptionsLoader } from './select.types';
import type { MultiSelectProps, SingleSelectProps } from './Select';
import { Select } from './Select';

const FRUIT: SelectOption<string>[] = [
  { label: 'Apple', value: 'apple' },
  { label: 'Banana', value: 'banana' },
  { label: 'Cherry', value: 'cherry' },
  { label: 'Date', value: 'date' },
  { label: 'Elderberry', value: 'elderberry' },
  { label: 'Fig', value: 'fig' },
];

function Multi(props: Partial<MultiSelectProps<string>> & { initial?: string[]; spy?: jest.Mock }) {
  const [value, setValue] = useState<string[]>(props.initial ?? []);
  return (
    <Select<string>
      ariaLabel="Fruit"
      options={FRUIT}
      searchDebounceMs={0}
      {...props}
      mode="multiple"
      value={value}
      onChange={(next, options) => {
        setValue(next);
        props.spy?.(next, options);
      }}
    />
  );
}

function Single(props: Partial<SingleSelectProps<string>> & { initial?: string | null; spy?: jest.Mock }) {
  const [value, setValue] = useState<string | null>(props.initial ?? null);
  return (
    <Select<string>
      ariaLabel="Fruit"
      options={FRUIT}
      searchDebounceMs={0}
      {...props}
      value={value}
      onChange={(next, option) => {
        setValue(next);
        props.spy?.(next, option);
      }}
    />
  );
}

describe('Select (single)', () => {
  it('filters by the typed text and picks an option', async () => {
    const user = userEvent.setup();
    const spy = jest.fn();
    render(<Single spy={spy} />);
    const box = screen.getByRole('combobox', { name: 'Fruit' });
    await user.type(box, 'an');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Banana']);
    await user.click(screen.getByRole('option', { name: 'Banana' }));
    expect(spy).toHaveBeenLastCalledWith('banana', { label: 'Banana', value: 'banana' });
    expect(box).toHaveValue('Banana');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('navigates with the keyboard and clears', async () => {
    const user = userEvent.setup();
    const spy = jest.fn();
    render(<Single spy={spy} allowClear initial="fig" />);
    expect(screen.getByRole('combobox')).toHaveValue('Fig');
    await user.click(screen.getByRole('combobox'));
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(spy).toHaveBeenLastCalledWith('banana', expect.anything());
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(spy).toHaveBeenLastCalledWith(null, null);
  });

  it('accepts typed values only in free-form mode', async () => {
    const user = userEvent.setup();
    const spy = jest.fn();
    const { unmount } = render(<Single spy={spy} />);
    await user.type(screen.getByRole('combobox'), 'Kiwi{Enter}');
    expect(spy).not.toHaveBeenCalled();
    unmount();
    render(<Single spy={spy} freeForm />);
    await user.type(screen.getByRole('combobox'), 'Kiwi{Enter}');
    expect(spy).toHaveBeenLastCalledWith('Kiwi', { label: 'Kiwi', value: 'Kiwi' });
  });

  it('drops a value that is not among fixed options', async () => {
    const spy = jest.fn();
    render(<Single spy={spy} initial="mango" />);
    await waitFor(() => expect(spy).toHaveBeenCalledWith(null, null));
  });

  it('keeps unknown values in free-form mode', () => {
    const spy = jest.fn();
    render(<Single spy={spy} initial="mango" freeForm />);
    expect(spy).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox')).toHaveValue('mango');
  });
});

describe('Select (multiple)', () => {
  it('toggles options and shows at most four tags then +N', async () => {
    const user = userEvent.setup();
    render(<Multi initial={['apple', 'banana', 'cherry', 'date', 'elderberry', 'fig']} />);
    expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(4);
    expect(screen.getByText('+2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Apple' }));
    expect(screen.getByText('+1')).toBeInTheDocument();
  });

  it('offers Select All, which selects and then deselects every option', async () => {
    const user = userEvent.setup();
    const spy = jest.fn();
    render(<Multi spy={spy} initial={['fig']} />);
    await user.click(screen.getByRole('combobox'));
    const listbox = screen.getByRole('listbox', { name: 'Fruit' });
    expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    await user.click(within(listbox).getByRole('option', { name: 'Select All' }));
    expect(spy).toHaveBeenLastCalledWith(['fig', 'apple', 'banana', 'cherry', 'date', 'elderberry'], expect.any(Array));
    expect(screen.getByRole('option', { name: 'Select All' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('option', { name: 'Select All' }));
    expect(spy).toHaveBeenLastCalledWith([], []);
  });

  it('hides Select All while searching or when turned off', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Multi />);
    await user.type(screen.getByRole('combobox'), 'a');
    expect(screen.queryByRole('option', { name: 'Select All' })).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Banana' })).toBeInTheDocument();
    unmount();
    render(<Multi allowSelectAll={false} />);
    await user.click(screen.getByRole('combobox'));
    expect(screen.queryByRole('option', { name: 'Select All' })).not.toBeInTheDocument();
  });

  it('splits free-form text on comma, semicolon, tab and newline', async () => {
    const user = userEvent.setup();
    const spy = jest.fn();
    render(<Multi spy={spy} freeForm />);
    const box = screen.getByRole('combobox');
    await user.type(box, 'Kiwi;');
    expect(spy).toHaveBeenLastCalledWith(['Kiwi'], [{ label: 'Kiwi', value: 'Kiwi' }]);
    await user.click(box);
    await user.paste('Apple, Lime\tPear\nKiwi');
    expect(spy).toHaveBeenLastCalledWith(['Kiwi', 'apple', 'Lime', 'Pear'], expect.any(Array));
    expect(box).toHaveValue('');
  });

  it('removes the last value with Backspace', async () => {
    const user = userEvent.setup();
    const spy = jest.fn();
    render(<Multi spy={spy} initial={['apple', 'fig']} />);
    await user.click(screen.getByRole('combobox'));
    await user.keyboard('{Backspace}');
    expect(spy).toHaveBeenLastCalledWith(['apple'], [{ label: 'Apple', value: 'apple' }]);
  });
});

describe('Select (server options)', () => {
  const loader: jest.MockedFunction<SelectOptionsLoader<number>> = jest.fn(async (search, page, pageSize) => {
    const all = Array.from({ length: 150 }, (_, i) => ({ label: `User ${i}`, value: i })).filter((o) => o.label.includes(search));
    return { data: all.slice(page * pageSize, (page + 1) * pageSize), totalCount: all.length };
  });

  beforeEach(() => loader.mockClear());

  it('loads pages of 100 on open, more on scroll, and searches on the server', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Select<number> ariaLabel="Owner" mode="multiple" value={[]} onChange={onChange} options={loader} searchDebounceMs={0} />);
    await user.click(screen.getByRole('combobox', { name: 'Owner' }));
    expect(loader).toHaveBeenCalledWith('', 0, 100);
    // Generous waits: a loaded machine renders a page of 100 options slowly, and only the order matters here.
    const slow = { timeout: 10_000 };
    await screen.findByRole('option', { name: 'User 99' }, slow);
    expect(screen.queryByRole('option', { name: 'User 100' })).not.toBeInTheDocument();

    fireEvent.scroll(screen.getByRole('listbox'));
    expect(await screen.findByRole('option', { name: 'User 149' }, slow)).toBeInTheDocument();
    expect(loader).toHaveBeenLastCalledWith('', 1, 100);

    await user.type(screen.getByRole('combobox'), 'User 14');
    await waitFor(() => expect(loader).toHaveBeenLastCalledWith('User 14', 0, 100), slow);
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(11), slow);
  }, 40_000);

  it('labels chosen values from loaded pages and from seeds', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(
      <Select<number>
        ariaLabel="Owner"
        value={7}
        selectedOptions={[{ label: 'Seven', value: 7 }]}
        onChange={onChange}
        options={loader}
        searchDebounceMs={0}
      />,
    );
    expect(screen.getByRole('combobox')).toHaveValue('Seven');
    await user.click(screen.getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: 'User 3' }));
    expect(onChange).toHaveBeenCalledWith(3, { label: 'User 3', value: 3 });
  });

  it('shows a loading error', async () => {
    const user = userEvent.setup();
    render(
      <Select<number>
        ariaLabel="Owner"
        value={null}
        onChange={jest.fn()}
        options={() => Promise.reject(new Error('boom'))}
        searchDebounceMs={0}
      />,
    );
    await user.click(screen.getByRole('combobox'));
    expect(await screen.findByRole('alert')).toHaveTextContent('boom');
  });
});
