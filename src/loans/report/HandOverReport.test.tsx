import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { RaRecord } from 'react-admin';
import { TestAdmin } from '../../../test/client/TestAdmin';
import { i18nProvider } from '../../providers/i18nProvider';
import type { Audit } from './compareAudits';
import { HandOverReport } from './HandOverReport';

const loan = (overrides: Partial<RaRecord> = {}): RaRecord => ({
  id: 42,
  usuario: 5,
  planta: 2,
  destino: 'Saltillo',
  motivo: 'Visita a proveedor',
  fecha_salida: '2025-03-07T15:00:00Z',
  fecha_regreso: '2025-03-09T18:00:00Z',
  status: 5,
  vehiculo: 7,
  tarjeta_gasolina: 3,
  tarjeta_tag: null,
  auditoria_inicial: 11,
  auditoria_final: 12,
  ...overrides,
});

const item = (id: number, kind: 'pieza' | 'accesorio', ref: number, name: string, calificacion: string, comentario = '') => ({
  id,
  pieza: kind === 'pieza' ? ref : null,
  accesorio: kind === 'accesorio' ? ref : null,
  name,
  calificacion,
  comentario,
  imagen: `/api/auditoria/${id < 4 ? 11 : 12}/items/${id}/imagen/`,
});

const initial: Audit = {
  id: 11,
  tipo: 0,
  kilometraje: 12000,
  gasolina: 80,
  created_by: 1,
  created_at: '2025-03-07T14:30:00Z',
  items: [item(1, 'pieza', 1, 'Llantas', 'good', 'Nuevas'), item(2, 'pieza', 2, 'Frenos', 'regular'), item(3, 'accesorio', 1, 'Gato hidráulico', 'yes')],
};
const final: Audit = {
  id: 12,
  tipo: 1,
  kilometraje: 12450,
  gasolina: 35,
  created_by: 9,
  created_at: '2025-03-09T18:30:00Z',
  items: [item(4, 'pieza', 1, 'Llantas', 'bad', 'Ponchada'), item(5, 'pieza', 2, 'Frenos', 'regular'), item(6, 'accesorio', 1, 'Gato hidráulico', 'no')],
};
const incidents = [{ id: 1, descripcion: 'Se ponchó una llanta en la carretera', created_at: '2025-03-08T10:00:00Z', imagenes: [{ n: 1, comentario: '', imagen: '' }, { n: 2, comentario: '', imagen: '' }] }];

const people = [
  { id: 5, name: 'Ana', last_name: 'López' },
  { id: 1, name: 'Rubén', last_name: 'Hernández' },
  { id: 9, name: 'Laura', last_name: 'Méndez' },
];
const references: Record<string, RaRecord> = {
  vehiculos: { id: 7, matricula: 'ABC123', brand: 'Nissan', model: 'Versa', year: 2022 },
  plantas: { id: 2, name: 'Planta Norte' },
  tarjeta_gasolina: { id: 3, numero: 'G-0001' },
};

const provider = (record: RaRecord = loan()) => ({
  getOne: vi.fn(async (resource: string, { id }: { id: string }) => ({ data: resource === 'prestamos' ? { ...record, id: Number(id) } : references[resource] })),
  getMany: vi.fn(async (_resource: string, { ids }: { ids: number[] }) => ({ data: people.filter((p) => ids.includes(p.id)) })),
  recordAction: vi.fn(async (_resource: string, _id: string, action: string) => ({ data: action === 'auditoria_inicial' ? initial : action === 'auditoria_final' ? final : incidents })),
  getFileAt: vi.fn(async (address: string) => ({ blob: new Blob([address], { type: 'image/jpeg' }) })),
});

const renderReport = (dataProvider: object, groups = ['C4']) =>
  render(
    <MemoryRouter initialEntries={['/viajes_fleet/viajes/42/reporte']}>
      <TestAdmin groups={groups} dataProvider={dataProvider as never}>
        <Routes>
          <Route path="/viajes_fleet/viajes/:viaje/reporte" element={<HandOverReport />} />
          <Route path="/viajes_fleet/viajes/:viaje" element={<p>Página del préstamo</p>} />
        </Routes>
      </TestAdmin>
    </MemoryRouter>,
  );

beforeEach(() => {
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:${n++}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => i18nProvider.changeLocale('es'));

describe('HandOverReport', () => {
  it('reads the loan, both audits and its incidents, and shows the document with the worse rows highlighted', async () => {
    const dataProvider = provider();
    renderReport(dataProvider);
    expect(await screen.findByRole('heading', { level: 1, name: 'Acta de entrega y devolución' })).toBeInTheDocument();
    expect(dataProvider.recordAction.mock.calls.map((call) => call.slice(0, 3))).toEqual(
      expect.arrayContaining([['prestamos', '42', 'auditoria_inicial'], ['prestamos', '42', 'auditoria_final'], ['prestamos', '42', 'incidencias']]),
    );
    expect(screen.getByText('Préstamo #42')).toBeInTheDocument();
    // The requester: in the header, and in both signature moments.
    await waitFor(() => expect(screen.getAllByText('Ana López')).toHaveLength(3));
    expect(await screen.findByText('ABC123 · Nissan Versa · 2022')).toBeInTheDocument();
    expect(await screen.findByText('Planta Norte')).toBeInTheDocument();
    expect(await screen.findByText('G-0001')).toBeInTheDocument();
    expect(screen.getByText('Sin asignar')).toBeInTheDocument();

    const summary = screen.getByRole('region', { name: 'Resumen' });
    expect(within(summary).getByText('12,000 → 12,450 km')).toBeInTheDocument();
    expect(within(summary).getByText('450 km recorridos')).toBeInTheDocument();
    expect(within(summary).getByText('80 % → 35 %')).toBeInTheDocument();
    expect(within(summary).getByText('45 puntos porcentuales consumidos')).toBeInTheDocument();
    expect(within(summary).getByText('2 elementos empeoraron')).toBeInTheDocument();

    const items = screen.getByRole('region', { name: 'Piezas y accesorios' });
    const row = (name: string) => within(items).getByText(name).closest('tr')!;
    expect(row('Llantas')).toHaveClass('report-worse');
    expect(within(row('Llantas')).getByText('Bueno')).toBeInTheDocument();
    expect(within(row('Llantas')).getByText('Nuevas')).toBeInTheDocument();
    expect(within(row('Llantas')).getByText('Malo')).toBeInTheDocument();
    expect(within(row('Llantas')).getByText('Ponchada')).toBeInTheDocument();
    expect(within(row('Llantas')).getByText('Empeoró')).toBeInTheDocument();
    expect(row('Gato hidráulico')).toHaveClass('report-worse');
    expect(within(row('Gato hidráulico')).getByText('Sí')).toBeInTheDocument();
    expect(row('Frenos')).not.toHaveClass('report-worse');
    expect(within(row('Frenos')).getByText('Sin cambio')).toBeInTheDocument();
    // Both audits' photos, fetched with the token as blobs.
    expect(await within(row('Llantas')).findAllByRole('img')).toHaveLength(2);
    expect(dataProvider.getFileAt).toHaveBeenCalledWith('/api/auditoria/11/items/1/imagen/');
    expect(dataProvider.getFileAt).toHaveBeenCalledWith('/api/auditoria/12/items/4/imagen/');

    const incidentList = screen.getByRole('region', { name: 'Incidencias' });
    expect(within(incidentList).getByText('Se ponchó una llanta en la carretera')).toBeInTheDocument();
    expect(within(incidentList).getByText(/2 fotos/)).toBeInTheDocument();

    const signatures = screen.getByRole('region', { name: 'Firmas' });
    expect(within(signatures).getByText('Entrega del vehículo')).toBeInTheDocument();
    expect(within(signatures).getAllByText('Ana López')).toHaveLength(2);
    expect(within(signatures).getByText('Rubén Hernández')).toBeInTheDocument();
    expect(within(signatures).getByText('Laura Méndez')).toBeInTheDocument();
    expect(within(signatures).getAllByText('Firma')).toHaveLength(4);
  });

  it('prints with the browser when Imprimir is pressed', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderReport(provider());
    await userEvent.click(await screen.findByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('says the report needs both audits when the final one is missing, and leads back to the loan', async () => {
    const dataProvider = provider(loan({ status: 2, auditoria_final: null }));
    renderReport(dataProvider);
    expect(await screen.findByText(/El acta necesita ambas auditorías/)).toHaveTextContent('le falta la auditoría final');
    expect(screen.queryByRole('button', { name: 'Imprimir' })).not.toBeInTheDocument();
    expect(dataProvider.recordAction).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'Volver al préstamo' }));
    expect(await screen.findByText('Página del préstamo')).toBeInTheDocument();
  });

  it('speaks English, with English numbers and fuel that came back fuller', async () => {
    await i18nProvider.changeLocale('en');
    const dataProvider = provider();
    dataProvider.recordAction.mockImplementation(async (_resource: string, _id: string, action: string) => ({
      data: action === 'auditoria_inicial' ? initial : action === 'auditoria_final' ? { ...final, gasolina: 95 } : [],
    }));
    renderReport(dataProvider);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hand-over report' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('12,000 → 12,450 km')).toBeInTheDocument();
    expect(within(summary).getByText('450 km driven')).toBeInTheDocument();
    expect(within(summary).getByText('Came back with 15 percentage points more')).toBeInTheDocument();
    expect(within(summary).getByText('2 items got worse')).toBeInTheDocument();
    const items = screen.getByRole('region', { name: 'Parts and accessories' });
    expect(within(items).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Item', 'Hand-over (initial audit)', 'Return (final audit)', 'Change']);
    expect(within(within(items).getByText('Llantas').closest('tr')!).getByText('Worse')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Incidents' })).toHaveTextContent('No incidents were reported.');
    await waitFor(() => expect(screen.getByRole('region', { name: 'Signatures' })).toHaveTextContent('Delivered by'));
  });
});
