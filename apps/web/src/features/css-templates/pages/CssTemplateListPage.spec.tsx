import type { CssTemplateView } from '@tessera/contracts/web';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../testing/render-with-app';
import { signedInState } from '../../../testing/session-fixtures';
import { fakeApi, type FakeRoute } from '../../resource-list/testing/fake-api';
import { CssTemplateListPage } from './CssTemplateListPage';

jest.setTimeout(20_000);

const template: CssTemplateView = {
  id: 2,
  template_name: 'Dark header',
  css: '.dashboard-header { background: #222; }',
  created_on: '2026-11-01T10:00:00Z',
  changed_on_delta_humanized: 'a day ago',
  created_by: null,
  changed_by: { id: 1, first_name: 'Ada', last_name: 'Lovelace' } as CssTemplateView['changed_by'],
};

const routes: FakeRoute[] = [
  { method: 'GET', url: /^\/api\/v1\/css_template\/\?q=/, body: { count: 1, result: [template] } },
  { method: 'GET', url: /^\/api\/v1\/css_template\/2$/, body: { id: 2, result: template } },
  { method: 'POST', url: /^\/api\/v1\/css_template\/$/, status: 201, body: { id: 3, result: {} } },
  { method: 'PUT', url: /^\/api\/v1\/css_template\/2$/, body: { id: 2, result: {} } },
  { method: 'DELETE', url: /^\/api\/v1\/css_template\/\?q=/, body: { message: 'Deleted 1 css template' } },
];

function renderPage(canWrite = true) {
  window.history.replaceState(null, '', '/csstemplatemodelview/list/');
  const grants: [string, string][] = canWrite
    ? [
        ['can_read', 'CssTemplate'],
        ['can_write', 'CssTemplate'],
      ]
    : [['can_read', 'CssTemplate']];
  return renderWithApp(<CssTemplateListPage />, { path: '/csstemplatemodelview/list/', state: signedInState({ Alpha: grants }) });
}

describe('CssTemplateListPage', () => {
  it('lists templates; a writer adds, edits and deletes them', async () => {
    const api = fakeApi(routes);
    const person = userEvent.setup();
    renderPage();
    const row = (await screen.findByRole('cell', { name: 'Dark header' })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('cell', { name: 'Ada Lovelace' })).toBeInTheDocument();

    await person.click(within(row).getByRole('button', { name: 'Edit' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit CSS template' });
    const css = within(edit).getByLabelText(/CSS/);
    await waitFor(() => expect(css).toHaveValue(template.css));
    await person.clear(css);
    await person.type(css, 'h1 {{ color: red; }');
    await person.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', /\/css_template\/2$/)[0]?.body).toEqual({ template_name: 'Dark header', css: 'h1 { color: red; }' }),
    );

    await person.click(screen.getByRole('button', { name: 'CSS Template' }));
    const add = await screen.findByRole('dialog', { name: 'Add CSS template' });
    await person.type(within(add).getByLabelText(/Name/), 'Wide');
    await person.type(within(add).getByLabelText(/CSS/), '.grid {{ max-width: none; }');
    await person.click(within(add).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(api.callsTo('POST', /\/css_template\/$/)[0]?.body).toEqual({ template_name: 'Wide', css: '.grid { max-width: none; }' }),
    );

    await person.click(within(row).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Please confirm' });
    await person.type(within(confirm).getByLabelText('Please type DELETE to confirm'), 'DELETE');
    await person.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE', /\/css_template\/\?q=/)[0]?.url).toBe('/api/v1/css_template/?q=!(2)'));
  });

  it('offers a reader no changes', async () => {
    fakeApi(routes);
    renderPage(false);
    const row = (await screen.findByRole('cell', { name: 'Dark header' })).closest('tr') as HTMLElement;
    expect(within(row).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'CSS Template' })).not.toBeInTheDocument();
  });
});
