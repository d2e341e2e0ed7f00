import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { DataTable } from 'react-admin';
import { TestAdmin } from '../../test/client/TestAdmin';
import { clearSession } from '../providers/session';
import { BackToListButton } from './BackToListButton';
import { forgetListPlaces, latestListOf, listPlacePath, rememberListPlace } from './crud/listPlaces';
import { RecordLinkField } from './crud/RecordLinkField';
import { ResourceList } from './crud/ResourceList';

const plants = [{ id: 1, name: 'Planta Norte', code: 'PN' }];

const PlantList = () => (
  <ResourceList card={{ primary: '%{name}' }}>
    <DataTable.Col source="name" field={RecordLinkField} />
    <DataTable.Col source="code" />
  </ResourceList>
);

/** A record page with its way back, and a plain link to the list as the menu has. */
const PlantRecord = () => (
  <>
    <BackToListButton />
    <Link to="/plantas">Menú: Plantas</Link>
  </>
);

const PLACE = `?filter=${encodeURIComponent('{"q":"nor"}')}&order=DESC&page=2&perPage=25&sort=code`;

const renderAt = (path: string, getList = vi.fn(async () => ({ data: plants, total: 60 }))) => {
  render(
    <MemoryRouter initialEntries={[path]}>
      <TestAdmin resource="plantas" dataProvider={{ getList } as never}>
        <Routes>
          <Route path="/plantas" element={<PlantList />} />
          <Route path="/plantas/:id/show" element={<PlantRecord />} />
          <Route path="/viajes/solicitudes/:id" element={<BackToListButton to="/viajes/solicitudes" label="resources.solicitudes_viaje.show.back" />} />
        </Routes>
      </TestAdmin>
    </MemoryRouter>,
  );
  return getList;
};

const lastListCall = (getList: ReturnType<typeof vi.fn>) => getList.mock.calls.at(-1)![1] as { pagination: { page: number }; filter: object; sort: object };

beforeEach(forgetListPlaces);

describe('BackToListButton', () => {
  it('leads back to the list as it was shown in this tab, and the menu opens it afresh (SPEC §2)', async () => {
    const getList = renderAt(`/plantas${PLACE}`);
    await userEvent.click(await screen.findByRole('link', { name: 'Planta Norte' }));
    const back = await screen.findByRole('link', { name: 'Lista' });
    expect(back).toHaveAttribute('href', `/plantas${PLACE}`);

    await userEvent.click(back);
    await screen.findByRole('link', { name: 'Planta Norte' });
    await waitFor(() => expect(lastListCall(getList)).toMatchObject({ pagination: { page: 2 }, filter: { q: 'nor' }, sort: { field: 'code', order: 'DESC' } }));

    await userEvent.click(screen.getByRole('link', { name: 'Planta Norte' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Menú: Plantas' }));
    await screen.findByRole('link', { name: 'Planta Norte' });
    await waitFor(() => expect(lastListCall(getList)).toMatchObject({ pagination: { page: 1 }, filter: {} }));
    expect(lastListCall(getList).filter).toEqual({});

    await userEvent.click(screen.getByRole('link', { name: 'Planta Norte' }));
    expect(await screen.findByRole('link', { name: 'Lista' })).toHaveAttribute('href', '/plantas');
  });

  it('leads to the bare list when this tab has not shown it', async () => {
    renderAt('/plantas/1/show');
    expect(await screen.findByRole('link', { name: 'Lista' })).toHaveAttribute('href', '/plantas');
  });

  it('keeps a list with a path of its own apart, under its own label', async () => {
    rememberListPlace('/viajes/solicitudes', '?page=3');
    rememberListPlace('/plantas', '?page=2');
    renderAt('/viajes/solicitudes/7');
    expect(await screen.findByRole('link', { name: 'Volver a las solicitudes' })).toHaveAttribute('href', '/viajes/solicitudes?page=3');
  });
});

describe('listPlaces', () => {
  it('treats a trailing slash as the same list, forgets a place shown without a query, and forgets all on signing out', () => {
    rememberListPlace('/usuarios/', '?page=2');
    expect(listPlacePath('/usuarios')).toBe('/usuarios?page=2');
    rememberListPlace('/usuarios/plataforma', '?page=4');
    rememberListPlace('/usuarios', '');
    expect(listPlacePath('/usuarios')).toBe('/usuarios');
    expect(listPlacePath('/usuarios/plataforma')).toBe('/usuarios/plataforma?page=4');
    clearSession();
    expect(listPlacePath('/usuarios/plataforma')).toBe('/usuarios/plataforma');
  });

  it('knows which of some lists was shown last, a list shown again with no query included', () => {
    const loans = ['/solicitudes', '/viajes_fleet/viajes'];
    expect(latestListOf(loans)).toBeUndefined();
    rememberListPlace('/solicitudes', '?page=2');
    rememberListPlace('/viajes_fleet/viajes/', '');
    rememberListPlace('/usuarios', '?page=3');
    expect(latestListOf(loans)).toBe('/viajes_fleet/viajes');
    rememberListPlace('/solicitudes', '?page=5');
    expect(latestListOf(loans)).toBe('/solicitudes');
    expect(latestListOf(['/usuarios'])).toBe('/usuarios');
  });
});
