import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { HttpError, type RaRecord } from 'react-admin';
import { TestAdmin } from '../../../test/client/TestAdmin';
import { json, mockFetch, signIn } from '../../../test/client/fetchMock';
import { dataProvider as realDataProvider } from '../../providers/dataProvider';
import { i18nProvider } from '../../providers/i18nProvider';
import { VehicleShow } from './VehicleShow';
import { vehicle } from './vehicleFixtures';

const history = [
  { id: 4, action: 'loan_assigned', field: 'status', from_state: 3, to_state: 4, reason: '#12', at: '2025-05-04T09:00:00', user_id: 2, user_name: 'Rubén Hernández' },
  { id: 3, action: 'reject_request', field: 'status', from_state: 0, to_state: 1, reason: 'Faltan fotos', at: '2025-05-03T16:30:00', user_id: 2, user_name: 'Rubén Hernández' },
];

const photoBlob = (field: string) => new Blob([field], { type: field === 'permiso_circulacion' || field === 'seguro' ? 'application/pdf' : 'image/jpeg' });

const provider = (record: RaRecord | null = vehicle(), overrides: Record<string, unknown> = {}) => ({
  getList: vi.fn(async () => ({ data: record ? [record] : [], total: record ? 1 : 0 })),
  getFile: vi.fn(async (_resource: string, _id: number, file: string) => ({ blob: photoBlob(file) })),
  getRecordList: vi.fn(async () => ({ data: history, total: history.length })),
  getMany: vi.fn(async (resource: string) => ({ data: resource === 'usuarios' ? [{ id: 5, name: 'Ana', last_name: 'López' }] : [{ id: 2, name: 'Planta Norte' }] })),
  recordAction: vi.fn(async () => ({ data: record })),
  ...overrides,
});

const renderShow = (dataProvider: object, { groups = ['Administrador'], path = '/vehiculos/ABC123' } = {}) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <TestAdmin groups={groups} resource="vehiculos" dataProvider={dataProvider as never} withToasts>
        <Routes>
          <Route path="/vehiculos/:vehiculo" element={<VehicleShow />} />
          <Route path="/vehiculos" element={<p>Lista de vehículos</p>} />
        </Routes>
      </TestAdmin>
    </MemoryRouter>,
  );

const created: string[] = [];
beforeEach(() => {
  created.length = 0;
  URL.createObjectURL = vi.fn(() => {
    const url = `blob:${created.length}`;
    created.push(url);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => i18nProvider.changeLocale('es'));

describe('VehicleShow preload (SPEC §2)', () => {
  it('finds the vehicle by its plate through POST vehiculos/q/ and shows its details and photos', async () => {
    signIn();
    const fetched = mockFetch((call) => {
      if (call.url.startsWith('/api/vehiculos/q/')) return json({ count: 1, results: [vehicle()] });
      const file = /\/api\/vehiculos\/7\/(\w+)\/$/.exec(call.url)?.[1];
      if (file) return new Response(photoBlob(file), { status: 200 });
      if (call.url.includes('/history/')) return json({ count: 0, results: [] });
      return json({ count: 0, results: [] });
    });
    renderShow(realDataProvider, { path: '/vehiculos/abc123' });
    expect(await screen.findByRole('heading', { level: 1, name: 'ABC123' })).toBeInTheDocument();
    const lookup = fetched.calls.find((call) => call.url.startsWith('/api/vehiculos/q/'));
    expect(lookup).toMatchObject({ method: 'POST', body: expect.objectContaining({ matricula: 'ABC123' }) });
    const details = screen.getByRole('region', { name: 'Datos del vehículo' });
    expect(within(details).getByText('Nissan')).toBeInTheDocument();
    expect(within(details).getByText('Versa')).toBeInTheDocument();
    expect(within(details).getByText('2022')).toBeInTheDocument();
    expect(within(details).getByText('Diésel')).toBeInTheDocument();
    expect(within(details).getByText('Automática')).toBeInTheDocument();
    expect(within(details).getByText('Transporte')).toBeInTheDocument();
    expect(within(details).getByText('15-02-2024')).toBeInTheDocument();
    const gallery = screen.getByRole('region', { name: 'Fotos' });
    expect(await within(gallery).findAllByRole('img')).toHaveLength(3);
    // Each stored photo was fetched once, by the preload.
    for (const field of ['imagen1', 'imagen2', 'imagen3']) {
      expect(fetched.calls.filter((call) => call.url === `/api/vehiculos/7/${field}/`)).toHaveLength(1);
    }
  });

  it('leaves out a photo that did not answer 200 and shows the others, which open in the image viewer', async () => {
    const getFile = vi.fn(async (_resource: string, _id: number, file: string) => {
      if (file === 'imagen2') throw new HttpError('No encontrado', 404, {});
      return { blob: photoBlob(file) };
    });
    renderShow(provider(vehicle(), { getFile }));
    const gallery = await screen.findByRole('region', { name: 'Fotos' });
    await waitFor(() => expect(within(gallery).getAllByRole('img')).toHaveLength(2));
    expect(within(gallery).getByRole('img', { name: 'Foto frontal del vehículo ABC123' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(within(gallery).getByRole('img', { name: 'Foto trasera del vehículo ABC123' })).toBeInTheDocument();
    expect(within(gallery).queryByRole('img', { name: 'Foto lateral del vehículo ABC123' })).not.toBeInTheDocument();
    await userEvent.click(within(gallery).getByRole('button', { name: 'Ver la foto trasera' }));
    const viewer = await screen.findByRole('dialog', { name: 'Visor de imágenes' });
    expect(within(viewer).getByRole('img', { name: 'Foto trasera del vehículo ABC123' })).toBeInTheDocument();
  });

  it('revokes the object URLs of the photos when the page goes away', async () => {
    const view = renderShow(provider());
    const gallery = await screen.findByRole('region', { name: 'Fotos' });
    await waitFor(() => expect(within(gallery).getAllByRole('img')).toHaveLength(3));
    view.unmount();
    expect(created).toHaveLength(3);
    for (const url of created) expect(URL.revokeObjectURL).toHaveBeenCalledWith(url);
  });

  it('still opens when the preload fails, says so, and tries again on request', async () => {
    const getList = vi.fn().mockRejectedValueOnce(new HttpError('Error del servidor', 500, {})).mockResolvedValue({ data: [vehicle()], total: 1 });
    renderShow(provider(vehicle(), { getList }));
    expect(await screen.findByText('No se pudo cargar el vehículo ABC123. Revise su conexión e inténtelo de nuevo.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a la lista de vehículos' })).toHaveAttribute('href', '/vehiculos');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'ABC123' })).toBeInTheDocument();
  });

  it('says clearly that no vehicle has an unknown plate', async () => {
    renderShow(provider(null), { path: '/vehiculos/ZZZ999' });
    expect(await screen.findByText('No existe ningún vehículo con la matrícula ZZZ999.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Volver a la lista de vehículos' }));
    expect(await screen.findByText('Lista de vehículos')).toBeInTheDocument();
  });
});

describe('VehicleShow record', () => {
  it('shows the owner by name linking to their record, the plant, the history and the documents with state and expiry', async () => {
    const dataProvider = provider();
    renderShow(dataProvider);
    const owner = await screen.findByRole('region', { name: 'Propietario' });
    expect(await within(owner).findByRole('link', { name: 'Ana López' })).toHaveAttribute('href', '/usuarios/5');
    const details = screen.getByRole('region', { name: 'Datos del vehículo' });
    expect(await within(details).findByRole('link', { name: 'Planta Norte' })).toBeInTheDocument();
    const documents = screen.getByRole('region', { name: 'Documentos' });
    const permit = within(documents).getByRole('article', { name: 'Permiso de circulación' });
    expect(within(permit).getByText('Por vencer')).toBeInTheDocument();
    expect(within(permit).getByText('Vence el 31-01-2026')).toBeInTheDocument();
    // A PDF is saved from a button, never opened in the app's origin.
    expect(await within(permit).findByRole('button', { name: 'Descargar' })).toBeInTheDocument();
    expect(within(permit).getByRole('button', { name: 'Reemplazar permiso de circulación' })).toBeInTheDocument();
    const insurance = within(documents).getByRole('article', { name: 'Seguro' });
    expect(within(insurance).getByText('Vencido')).toBeInTheDocument();
    expect(within(insurance).getByText('Vence el 01-12-2025')).toBeInTheDocument();
    const verification = within(documents).getByRole('article', { name: 'Verificación' });
    expect(within(verification).getByText('Sin verificación')).toBeInTheDocument();
    expect(within(verification).getByRole('button', { name: 'Subir verificación' })).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Historial' });
    const [loan, line] = within(await within(panel).findByRole('list', { name: 'Historial' })).getAllByRole('listitem');
    // A loan's move notes the loan's number, not a reason.
    expect(loan).toHaveTextContent('Asignado a un préstamo');
    expect(loan).toHaveTextContent('Préstamo #12');
    expect(loan).not.toHaveTextContent('Motivo');
    expect(line).toHaveTextContent('Pendiente → Rechazado');
    expect(line).toHaveTextContent('Faltan fotos');
    expect(dataProvider.getRecordList).toHaveBeenCalledWith('vehiculos', 7, 'history', { page: 1, perPage: 10 });
  });

  it('shows the document states and dates in English formats', async () => {
    await i18nProvider.changeLocale('en');
    renderShow(provider(vehicle({ status: 1, motivo_de_rechazo: 'Blurry photos' })));
    const documents = await screen.findByRole('region', { name: 'Documents' });
    const permit = within(documents).getByRole('article', { name: 'Road permit' });
    expect(within(permit).getByText('Expiring')).toBeInTheDocument();
    expect(within(permit).getByText('Expires on 01/31/2026')).toBeInTheDocument();
    expect(within(documents).getByText('Expires on 12/01/2025')).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Vehicle details' });
    expect(within(details).getByText('02/15/2024')).toBeInTheDocument();
    expect(within(details).getByText('Blurry photos')).toBeInTheDocument();
  });

  it('says a fleet vehicle has no owner', async () => {
    renderShow(provider(vehicle({ modulo: 1, owner: null })));
    const owner = await screen.findByRole('region', { name: 'Propietario' });
    expect(within(owner).getByText('Vehículo de la flotilla de la empresa: no tiene propietario.')).toBeInTheDocument();
  });
});
