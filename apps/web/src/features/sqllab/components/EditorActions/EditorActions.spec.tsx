import { screen } from '@testing-library/react';
import { renderWithApp } from '../../../../testing/render-with-app';
import { signedInState } from '../../../../testing/session-fixtures';
import type { RolePermissions } from '../../../auth';
import { editorFixture, examplesDb } from '../../sqllab.fixtures';
import { QUERY_LIMIT_OPTIONS } from '../../sqllab.slice';
import type { SqlLabDatabase } from '../../sqllab.types';
import { EditorActions } from './EditorActions';

const estimatingDb: SqlLabDatabase = { ...examplesDb, allows_cost_estimate: true };
const mayEstimate: RolePermissions = { Analyst: [['can_estimate_query_cost', 'SQLLab']] };
const mayOnlyRun: RolePermissions = { Analyst: [['can_execute_sql_query', 'SQLLab']] };

function renderActions(database: SqlLabDatabase, roles: RolePermissions) {
  const noop = () => undefined;
  return renderWithApp(
    <EditorActions
      editor={editorFixture()}
      database={database}
      running={false}
      selectedText=""
      limitOptions={QUERY_LIMIT_OPTIONS}
      onRun={noop}
      onRunAs={noop}
      onStop={noop}
      onSave={noop}
      onFormat={noop}
      formatting={false}
    />,
    { state: signedInState(roles) },
  );
}

describe('EditorActions', () => {
  it("offers 'Estimate cost' when the database estimates costs and the user may ask it", () => {
    renderActions(estimatingDb, mayEstimate);
    expect(screen.getByRole('button', { name: 'Estimate cost' })).toBeEnabled();
  });

  it("hides 'Estimate cost' from a user without can_estimate_query_cost on SQLLab", () => {
    renderActions(estimatingDb, mayOnlyRun);
    expect(screen.getByRole('button', { name: 'Format SQL' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Estimate cost' })).not.toBeInTheDocument();
  });

  it("hides 'Estimate cost' on a database that does not estimate costs, whatever the user may do", () => {
    renderActions(examplesDb, mayEstimate);
    expect(screen.queryByRole('button', { name: 'Estimate cost' })).not.toBeInTheDocument();
  });

  it("offers CREATE TABLE AS / CREATE VIEW AS in the Run button's menu only where the database allows them", () => {
    const { unmount } = renderActions({ ...examplesDb, allow_ctas: true, allow_cvas: false }, mayOnlyRun);
    expect(screen.getByRole('listbox', { name: 'More ways to run' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'CREATE TABLE AS' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'CREATE VIEW AS' })).not.toBeInTheDocument();
    unmount();
    renderActions(examplesDb, mayOnlyRun);
    expect(screen.queryByRole('listbox', { name: 'More ways to run' })).not.toBeInTheDocument();
  });
});
