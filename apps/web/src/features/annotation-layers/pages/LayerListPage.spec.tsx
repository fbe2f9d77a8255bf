import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../testing/render-with-app';
import { signedInState } from '../../../testing/session-fixtures';
import { fakeApi, type FakeRoute } from '../../resource-list/testing/fake-api';
import { LayerListPage } from './LayerListPage';

jest.setTimeout(20_000);

const layer = { id: 3, name: 'Releases', descr: 'Product launches', changed_by: null, changed_on_delta_humanized: 'now' };

function routes(permissions: string[]): FakeRoute[] {
  return [
    { method: 'GET', url: /^\/api\/v1\/annotation_layer\/_info/, body: { permissions } },
    { method: 'GET', url: /^\/api\/v1\/annotation_layer\/\?q=/, body: { count: 1, result: [layer] } },
    { method: 'GET', url: /^\/api\/v1\/annotation_layer\/3$/, body: { id: 3, result: layer } },
    { method: 'POST', url: /^\/api\/v1\/annotation_layer\/$/, status: 201, body: { id: 4, result: {} } },
    { method: 'PUT', url: /^\/api\/v1\/annotation_layer\/3$/, body: { id: 3, result: {} } },
  ];
}

function renderPage() {
  window.history.replaceState(null, '', '/annotationlayer/list/');
  return renderWithApp(<LayerListPage />, {
    path: '/annotationlayer/list/',
    state: signedInState({ Alpha: [['can_read', 'Annotation']] }),
  });
}

describe('LayerListPage', () => {
  it('lists layers, each linking to its annotations', async () => {
    fakeApi(routes(['can_read', 'can_write']));
    renderPage();
    expect(await screen.findByRole('link', { name: 'Releases' })).toHaveAttribute('href', '/annotationlayer/3/annotation/');
    expect(screen.getByRole('cell', { name: 'Product launches' })).toBeInTheDocument();
  });

  it('adds and edits layers when the caller may write', async () => {
    const api = fakeApi(routes(['can_read', 'can_write']));
    const person = userEvent.setup();
    renderPage();
    const row = (await screen.findByRole('link', { name: 'Releases' })).closest('tr') as HTMLElement;
    await person.click(await within(row).findByRole('button', { name: 'Edit' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit annotation layer' });
    const descr = within(edit).getByLabelText('Description');
    await waitFor(() => expect(descr).toHaveValue('Product launches'));
    await person.clear(descr);
    await person.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', /\/annotation_layer\/3$/)[0]?.body).toEqual({ name: 'Releases', descr: null }));

    await person.click(screen.getByRole('button', { name: 'Annotation Layer' }));
    const add = await screen.findByRole('dialog', { name: 'Add annotation layer' });
    await person.type(within(add).getByLabelText(/Annotation layer name/), 'Incidents');
    await person.click(within(add).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(api.callsTo('POST', /\/annotation_layer\/$/)[0]?.body).toEqual({ name: 'Incidents', descr: null }));
  });

  it('offers no changes to a reader', async () => {
    fakeApi(routes(['can_read']));
    renderPage();
    const row = (await screen.findByRole('link', { name: 'Releases' })).closest('tr') as HTMLElement;
    expect(within(row).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Annotation Layer' })).not.toBeInTheDocument();
  });
});
