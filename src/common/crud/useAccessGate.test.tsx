import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { DataTable, TextField, TextInput } from 'react-admin';
import { TestAdmin } from '../../../test/client/TestAdmin';
import { ResourceEdit } from './ResourceEdit';
import { ResourceList } from './ResourceList';
import { ResourceShow } from './ResourceShow';

// Only administrators read the platform users (DOMAIN §1): the server answers anyone else 403.
const RESOURCE = 'usuarios/plataforma';
const staff = { id: 5, name: 'Ana' };

const screens = {
  list: () => (
    <ResourceList card={{ primary: '%{name}' }}>
      <DataTable.Col source="name" />
    </ResourceList>
  ),
  edit: () => (
    <ResourceEdit>
      <TextInput source="name" />
    </ResourceEdit>
  ),
  show: () => (
    <ResourceShow>
      <TextField source="name" />
    </ResourceShow>
  ),
};
const paths = { list: `/${RESOURCE}`, edit: `/${RESOURCE}/5`, show: `/${RESOURCE}/5/show` };

const open = (groups: string[], kind: keyof typeof screens) => {
  const calls = { getList: vi.fn(async () => ({ data: [staff], total: 1 })), getOne: vi.fn(async () => ({ data: staff })) };
  const Screen = screens[kind];
  render(
    <MemoryRouter initialEntries={[paths[kind]]}>
      <TestAdmin groups={groups} resource={RESOURCE} dataProvider={calls as never}>
        <Routes>
          <Route path={`/${RESOURCE}`} element={<Screen />} />
          <Route path={`/${RESOURCE}/:id`} element={<Screen />} />
          <Route path={`/${RESOURCE}/:id/show`} element={<Screen />} />
          <Route path="/access-denied" element={<p>Acceso denegado</p>} />
        </Routes>
      </TestAdmin>
    </MemoryRouter>,
  );
  return calls;
};

describe('a screen the role may not open', () => {
  it.each([
    ['HHRR Administrador', 'list'],
    ['C4', 'list'],
    ['HHRR Administrador', 'edit'],
    ['C4', 'show'],
  ] as const)('%s opening the %s asks the server nothing and is told access is denied', async (group, kind) => {
    const calls = open([group], kind);
    expect(await screen.findByText('Acceso denegado')).toBeInTheDocument();
    expect(calls.getList).not.toHaveBeenCalled();
    expect(calls.getOne).not.toHaveBeenCalled();
  });

  it.each(['list', 'edit', 'show'] as const)('an administrator opening the %s gets the record', async (kind) => {
    const calls = open(['Administrador'], kind);
    expect(await (kind === 'edit' ? screen.findByDisplayValue('Ana') : screen.findByText('Ana'))).toBeInTheDocument();
    expect(calls.getList.mock.calls.length + calls.getOne.mock.calls.length).toBe(1);
  });
});
