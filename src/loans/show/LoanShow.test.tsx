import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { TestAdmin } from '../../../test/client/TestAdmin';
import { json, mockFetch, signIn } from '../../../test/client/fetchMock';
import { forgetListPlaces, rememberListPlace } from '../../common/crud/listPlaces';
import { dataProvider } from '../../providers/dataProvider';
import { i18nProvider } from '../../providers/i18nProvider';
import { LoanShow } from './LoanShow';
import { loan, loanApi } from './loanFixtures';

// The record actions are another screen's work with their own tests; here the page only places them.
vi.mock('./actions/LoanActions', () => ({ LoanActions: () => <p>Acciones del préstamo</p> }));

const renderShow = ({ path = '/viajes_fleet/viajes/12', groups = ['Administrador'] }: { path?: string; groups?: string[] } = {}) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <TestAdmin groups={groups} dataProvider={dataProvider}>
        <Routes>
          <Route path="/viajes_fleet/viajes/:viaje" element={<LoanShow />} />
          <Route path="/viajes_fleet/viajes" element={<p>Lista de viajes</p>} />
          <Route path="/solicitudes" element={<p>Lista de solicitudes</p>} />
        </Routes>
      </TestAdmin>
    </MemoryRouter>,
  );

const region = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  signIn();
  let made = 0;
  URL.createObjectURL = vi.fn(() => `blob:${made++}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  forgetListPlaces();
  return i18nProvider.changeLocale('es');
});

describe('LoanShow (/viajes_fleet/viajes/:viaje)', () => {
  it('shows a loan in Initial Audit: requester, dates, vehicle, cards, audits, incident photo and the history timeline', async () => {
    const fetched = mockFetch((call) => loanApi()(call.url));
    renderShow();

    expect(await screen.findByRole('heading', { level: 1, name: 'Préstamo #12' })).toBeInTheDocument();
    expect(screen.getAllByText('Auditoría inicial').length).toBeGreaterThan(0);
    expect(screen.getByText('Acciones del préstamo')).toBeInTheDocument();

    const request = region('Solicitud');
    expect(await within(request).findByRole('link', { name: 'María García' })).toHaveAttribute('href', '/usuarios/5');
    expect(within(request).getByText('Correo: maria@flotilla.mx')).toBeInTheDocument();
    expect(within(request).getByText('Teléfono: 8112345678')).toBeInTheDocument();
    expect(await within(request).findByText('Planta Norte')).toBeInTheDocument();
    expect(within(request).getByText('Monterrey')).toBeInTheDocument();
    expect(within(request).getByText('Visita a proveedor')).toBeInTheDocument();
    expect(within(request).getByText('10-05-2025 08:00 AM')).toBeInTheDocument();
    expect(within(request).getByText('12-05-2025 06:30 PM')).toBeInTheDocument();
    expect(within(request).getByText('02-05-2025 09:15 AM')).toBeInTheDocument();

    const vehicle = region('Vehículo');
    expect(await within(vehicle).findByRole('link', { name: 'Ver el vehículo ABC123' })).toHaveAttribute('href', '/vehiculos/ABC123');
    for (const text of ['Nissan', 'Versa', '2022', 'Gris']) expect(within(vehicle).getByText(text)).toBeInTheDocument();

    const cards = region('Tarjetas');
    expect(await within(cards).findByText('G-0001')).toBeInTheDocument();
    expect(within(cards).getByText('Edenred')).toBeInTheDocument();
    expect(await within(cards).findByText('TAG-77')).toBeInTheDocument();
    expect(within(cards).getByText('IAVE')).toBeInTheDocument();

    const audits = region('Auditorías');
    expect(await within(audits).findByText('Kilometraje: 15,200 km')).toBeInTheDocument();
    expect(within(audits).getByText('Gasolina: 75 %')).toBeInTheDocument();
    expect(within(audits).getByText('Realizada')).toBeInTheDocument();
    expect(within(audits).getByText('Pendiente')).toBeInTheDocument();
    expect(within(audits).getByRole('link', { name: 'Ver la auditoría inicial' })).toHaveAttribute('href', '/viajes_fleet/viajes/12/auditorias/auditoria_inicial');
    expect(within(audits).queryByRole('link', { name: 'Ver la auditoría final' })).not.toBeInTheDocument();
    expect(within(audits).queryByRole('link', { name: 'Ver el acta de entrega y devolución' })).not.toBeInTheDocument();

    const incidents = region('Incidencias');
    expect(await within(incidents).findByText('Golpe en la defensa trasera')).toBeInTheDocument();
    expect(within(incidents).getByText('Incidencia del 11-05-2025 01:00 PM')).toBeInTheDocument();
    expect(await within(incidents).findByText('Reportada por María García')).toBeInTheDocument();
    const thumbnail = await within(incidents).findByRole('img', { name: 'Foto 1 de la incidencia del 11-05-2025 01:00 PM: Defensa trasera' });
    expect(thumbnail).toHaveAttribute('src', 'blob:0');
    expect(fetched.calls.some((call) => call.url === '/api/prestamos/12/incidencias/30/imagenes/1/' && call.headers.authorization === 'Bearer access-1')).toBe(true);

    // The viewer opens on the photo, its comment as the title.
    await userEvent.setup().click(within(incidents).getByRole('button', { name: 'Ver la foto 1' }));
    const viewer = await screen.findByRole('dialog');
    expect(within(viewer).getByRole('heading', { name: 'Foto 1 de la incidencia del 11-05-2025 01:00 PM: Defensa trasera' })).toBeInTheDocument();
  });

  it('shows the history as a timeline, newest first, with who, when and the status words', async () => {
    mockFetch((call) => loanApi()(call.url));
    renderShow();
    const timeline = await screen.findByRole('list', { name: 'Historial' });
    const [newest, oldest] = within(timeline).getAllByRole('listitem');
    expect(newest).toHaveTextContent('Aprobado por el administrador → Auditoría inicial');
    expect(newest).toHaveTextContent('10-05-2025 08:05 AM · Ana López');
    expect(oldest).toHaveTextContent('Solicitud aceptada');
    expect(oldest).toHaveTextContent('Solicitud → Aprobado por el administrador');
    expect(oldest).toHaveTextContent('03-05-2025 04:30 PM · Rubén Hernández');
  });

  it('links the hand-over report once both audits exist, and the final audit too', async () => {
    mockFetch((call) => loanApi(loan({ status: 4, auditoria_final: 21 }), { incidents: [] })(call.url));
    renderShow();
    const audits = await screen.findByRole('region', { name: 'Auditorías' });
    expect(await within(audits).findByText('Kilometraje: 15,840 km')).toBeInTheDocument();
    expect(within(audits).getByRole('link', { name: 'Ver la auditoría final' })).toHaveAttribute('href', '/viajes_fleet/viajes/12/auditorias/auditoria_final');
    expect(within(audits).getByRole('link', { name: 'Ver el acta de entrega y devolución' })).toHaveAttribute('href', '/viajes_fleet/viajes/12/reporte');
    expect(await within(region('Incidencias')).findByText('Este préstamo no tiene incidencias.')).toBeInTheDocument();
  });

  it('says what is missing on a request: no vehicle, no cards, audits pending; and the refusal reason', async () => {
    const request = loan({ status: 1, vehiculo: null, tarjeta_gasolina: null, tarjeta_tag: null, auditoria_inicial: null, motivo_de_rechazo: 'Sin presupuesto' });
    const fetched = mockFetch((call) => loanApi(request, { incidents: [] })(call.url));
    renderShow();
    expect(await screen.findByText('Sin vehículo asignado')).toBeInTheDocument();
    expect(within(region('Tarjetas')).getAllByText('Sin tarjeta')).toHaveLength(2);
    expect(within(region('Auditorías')).getAllByText('Pendiente')).toHaveLength(2);
    const reason = screen.getByRole('alert');
    expect(reason).toHaveTextContent('Motivo de rechazo');
    expect(reason).toHaveTextContent('Sin presupuesto');
    expect(fetched.calls.some((call) => /vehiculos|tarjeta|auditoria\//.test(call.url))).toBe(false);
  });

  it('says a card the loan had is returned once it no longer holds it; one it holds is not', async () => {
    const finished = loan({ status: 5 });
    mockFetch((call) =>
      call.url.startsWith('/api/tarjeta_gasolina/3/') ? json({ id: 3, numero: 'G-0001', proveedor: 'Edenred', status: 1, prestamo: null }) : loanApi(finished)(call.url),
    );
    renderShow();
    const cards = await screen.findByRole('region', { name: 'Tarjetas' });
    const fuel = (await within(cards).findByText('G-0001')).parentElement!;
    expect(fuel).toHaveTextContent('Devuelta');
    expect((await within(cards).findByText('TAG-77')).parentElement!).not.toHaveTextContent('Devuelta');
  });

  it('goes back to the loan list shown last in this tab, as it was shown, else to the fleet trips', async () => {
    mockFetch((call) => loanApi()(call.url));
    const { unmount } = renderShow();
    expect(await screen.findByRole('link', { name: 'Volver a la lista' })).toHaveAttribute('href', '/viajes_fleet/viajes');
    unmount();
    rememberListPlace('/viajes_fleet/viajes', '');
    rememberListPlace('/solicitudes', '?filter=%7B%22status%22%3A0%7D&page=2');
    rememberListPlace('/usuarios', '?page=3');
    renderShow();
    expect(await screen.findByRole('link', { name: 'Volver a la lista' })).toHaveAttribute('href', '/solicitudes?filter=%7B%22status%22%3A0%7D&page=2');
  });

  it('says the loan does not exist on a 404, with a way back and no retry', async () => {
    mockFetch((call) => loanApi(null)(call.url));
    renderShow({ path: '/viajes_fleet/viajes/999' });
    expect(await screen.findByText('No existe un préstamo con el número 999.')).toBeInTheDocument();
    expect(screen.getByText('Préstamo no encontrado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Volver a la lista de préstamos' }));
    expect(await screen.findByText('Lista de viajes')).toBeInTheDocument();
  });

  it('offers a retry when the loan could not be read, and shows it once it answers', async () => {
    let failing = true;
    mockFetch((call) => (failing && call.url === '/api/prestamos/12/' ? json({ detail: 'No tiene permiso para realizar esta acción.', code: 'permission_denied' }, 403) : loanApi()(call.url)));
    renderShow();
    expect(await screen.findByText(/No se pudo cargar el préstamo 12/)).toBeInTheDocument();
    failing = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Préstamo #12' })).toBeInTheDocument();
  });

  it('lets C4 read every section', async () => {
    mockFetch((call) => loanApi()(call.url));
    renderShow({ groups: ['C4'] });
    expect(await within(await screen.findByRole('region', { name: 'Vehículo' })).findByRole('link', { name: 'Ver el vehículo ABC123' })).toBeInTheDocument();
    expect(await within(region('Incidencias')).findByText('Golpe en la defensa trasera')).toBeInTheDocument();
  });

  it('speaks English, with the English date format', async () => {
    await i18nProvider.changeLocale('en');
    mockFetch((call) => loanApi()(call.url));
    renderShow();
    expect(await screen.findByRole('heading', { level: 1, name: 'Loan #12' })).toBeInTheDocument();
    const request = region('Request');
    expect(await within(request).findByText('05/10/2025 08:00:00')).toBeInTheDocument();
    expect(within(request).getByText('Requested on')).toBeInTheDocument();
    expect(within(request).getByText('Departure')).toBeInTheDocument();
    expect(await within(region('Audits')).findByText('Mileage: 15,200 km')).toBeInTheDocument();
    expect(within(region('Audits')).getByRole('link', { name: 'View the initial audit' })).toBeInTheDocument();
    expect(await within(region('Vehicle')).findByText('Brand')).toBeInTheDocument();
    expect(within(region('Cards')).getByText('Fuel card')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the list' })).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'History' })).getAllByRole('listitem')[0]).toHaveTextContent('Approved by admin → Initial audit'));
  });
});
