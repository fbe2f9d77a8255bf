import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isEmptyValue, validateField } from './modal-form.validation';
import type { ModalFormField } from './modal-form.validation';
import { ModalForm } from './ModalForm';

const identity = (text: string, ...args: unknown[]) => text.replace('%s', String(args[0]));

const FIELDS: ModalFormField[] = [
  { name: 'name', label: 'Name', required: true },
  { name: 'row_limit', label: 'Row limit', type: 'number', max: 100000 },
  { name: 'secret', label: 'Secret', type: 'password' },
  { name: 'kind', label: 'Kind', type: 'select', options: [{ label: 'Email', value: 'email' }] },
  { name: 'active', label: 'Active', type: 'checkbox' },
  { name: 'notes', label: 'Notes', type: 'textarea', description: 'Shown to viewers' },
];

describe('ModalForm', () => {
  it('opens 600 px wide and disables Save while a required field is empty', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn();
    render(<ModalForm open title="New report" fields={FIELDS} onSave={onSave} onCancel={jest.fn()} />);
    expect(screen.getByRole('dialog', { name: 'New report' })).toHaveStyle({ width: '600px' });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(screen.getByText('*')).toBeInTheDocument();

    const name = screen.getByLabelText(/Name/);
    await user.type(name, 'Weekly');
    expect(save).toBeEnabled();
    await user.clear(name);
    expect(screen.getByRole('alert')).toHaveTextContent('cannot be empty');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(save).toBeDisabled();
  });

  it('rejects numbers over the bound and saves the values', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn();
    render(<ModalForm open title="Edit" fields={FIELDS} initialValues={{ name: 'Weekly' }} onSave={onSave} onCancel={jest.fn()} />);
    await user.type(screen.getByLabelText('Row limit'), '100001');
    expect(screen.getByRole('alert')).toHaveTextContent('Value cannot exceed 100000');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(screen.getByLabelText('Row limit'));
    await user.type(screen.getByLabelText('Row limit'), '500');
    await user.type(screen.getByLabelText('Secret'), 'pw');
    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(screen.getByRole('option', { name: 'Email' }));
    await user.click(screen.getByRole('checkbox', { name: 'Active' }));
    await user.type(screen.getByLabelText('Notes'), 'hello');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ name: 'Weekly', row_limit: 500, secret: 'pw', kind: 'email', active: true, notes: 'hello' });
  });

  it('stays disabled while saving and shows a failed save', async () => {
    const user = userEvent.setup();
    let reject: (error: Error) => void = () => undefined;
    const onSave = jest.fn(() => new Promise<void>((_, fail) => (reject = fail)));
    render(<ModalForm open title="Edit" fields={FIELDS} initialValues={{ name: 'x' }} onSave={onSave} onCancel={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    reject(new Error('Name already exists'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Name already exists');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('applies custom validation and an external saving flag', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <ModalForm
        open
        title="Edit"
        fields={FIELDS}
        initialValues={{ name: 'bad' }}
        validate={(values) => ({ name: values.name === 'bad' ? 'Pick another name' : undefined })}
        onSave={jest.fn()}
        onCancel={jest.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(screen.getByLabelText(/Name/), '!');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    rerender(<ModalForm open saving title="Edit" fields={FIELDS} onSave={jest.fn()} onCancel={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('cancels', async () => {
    const onCancel = jest.fn();
    render(<ModalForm open title="Edit" fields={FIELDS} onSave={jest.fn()} onCancel={onCancel} width={750} />);
    expect(screen.getByRole('dialog')).toHaveStyle({ width: '750px' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});

describe('validation rules', () => {
  it('treats null, blank text and empty lists as empty', () => {
    expect([null, undefined, '  ', []].every(isEmptyValue)).toBe(true);
    expect([0, false, 'a', [1]].some(isEmptyValue)).toBe(false);
  });

  it('checks bounds on numbers only', () => {
    expect(validateField({ name: 'n', label: 'N', type: 'number', max: 10 }, 11, identity)).toBe('Value cannot exceed 10');
    expect(validateField({ name: 'n', label: 'N', type: 'number', min: 1 }, 0, identity)).toBe('Value cannot be lower than 1');
    expect(validateField({ name: 'n', label: 'N', type: 'number', max: 10 }, 10, identity)).toBeUndefined();
    expect(validateField({ name: 'n', label: 'N', required: true }, '', identity)).toBe('cannot be empty');
  });
});
