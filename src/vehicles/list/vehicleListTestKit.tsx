import { render, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { TestAdmin } from '../../../test/client/TestAdmin';
import { dataProvider as realDataProvider } from '../../providers/dataProvider';
import { i18nProvider } from '../../providers/i18nProvider';
import { VehicleList } from './VehicleList';

/** What the vehicle list's test files share: two vehicles and plants, a provider serving them, the list on screen, and a row. */

export const vehicles = [
  { id: 1, matricula: 'NL-12-345', modulo: 1, owner: null, planta: 3, brand: 'Nissan', model: 'Versa', year: 2022, status: 3, documentos_status: 3, imagen1: '/api/vehiculos/1/imagen1/', updated_at: '2026-01-02T10:00:00Z' },
  { id: 2, matricula: 'XYZ9876', modulo: 0, owner: 5, planta: null, brand: 'Kia', model: 'Rio', year: 2019, status: 0, documentos_status: null, imagen1: null, updated_at: '2026-01-03T10:00:00Z' },
];

export const plants = [
  { id: 3, name: 'Planta Norte' },
  { id: 4, name: 'Planta Sur' },
];

export const fakeProvider = () => ({
  // The screen asks for every plant as it opens (their names drawn with the rows).
  getList: vi.fn(async (resource: string, { pagination }: { pagination: { perPage: number }; filter?: Record<string, unknown> }) =>
    resource === 'plantas' ? { data: plants, total: plants.length } : { data: pagination.perPage === 1 ? vehicles.slice(0, 1) : vehicles, total: 2 },
  ),
  getMany: vi.fn(async (resource: string) => ({
    data: resource === 'plantas' ? plants : [{ id: 5, name: 'Ana', last_name: 'López Pérez' }],
  })),
  getFile: vi.fn(async () => ({ blob: new Blob(['png'], { type: 'image/png' }) })),
  collectionAction: realDataProvider.collectionAction,
});

/** Where the app is, as a user would see it in the address bar. */
const Location = () => <output aria-label="location">{useLocation().pathname}</output>;

export const renderList = (groups = ['Administrador'], provider: object = fakeProvider()) => {
  render(
    <TestAdmin groups={groups} resource="vehiculos" dataProvider={provider as never} path="/vehiculos" withToasts>
      <VehicleList />
      <Location />
    </TestAdmin>,
  );
  return provider as ReturnType<typeof fakeProvider>;
};

// The first render loads the whole list kit: give it more than Testing Library's default second.
export const rowOf = async (plate: string) => (await screen.findByRole('link', { name: plate }, { timeout: 5000 })).closest('tr')!;

/** Each test of a vehicle list file draws photos from blob URLs and leaves the interface in Spanish. */
export function eachVehicleListTest() {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:photo');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => i18nProvider.changeLocale('es'));
}
