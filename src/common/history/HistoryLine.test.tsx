import { render, screen, within } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { TestAdmin } from '../../../test/client/TestAdmin';
import { loanStatusChoices } from '../../loans/loanChoices';
import { i18nProvider } from '../../providers/i18nProvider';
import { vehicleDocumentStatusChoices, vehicleStatusChoices } from '../../vehicles/vehicleChoices';
import { RecordHistory } from './RecordHistory';
import type { HistoryEntry } from './useRecordHistory';

const entry = (id: number, overrides: Partial<HistoryEntry>): HistoryEntry => ({
  id,
  action: 'create',
  field: null,
  from_state: null,
  to_state: null,
  reason: '',
  at: '2025-10-11T10:00:00',
  user_id: 1,
  user_name: 'Ana Martínez',
  ...overrides,
});

const VEHICLE_CHOICES = {
  status: vehicleStatusChoices,
  permiso_circulacion_status: vehicleDocumentStatusChoices,
  seguro_status: vehicleDocumentStatusChoices,
  verificacion_status: vehicleDocumentStatusChoices,
};

/** The history's lines as a person reads them, each line's paragraphs joined by " / ". */
async function linesOf(resource: string, entries: HistoryEntry[], choices: Record<string, typeof loanStatusChoices>, title = 'Historial') {
  const dataProvider = { getRecordList: vi.fn(async () => ({ data: entries, total: entries.length })) };
  render(
    <TestAdmin resource={resource} dataProvider={dataProvider as never}>
      <RecordContextProvider value={{ id: 7 }}>
        <RecordHistory choices={choices} />
      </RecordContextProvider>
    </TestAdmin>,
  );
  const items = within(await screen.findByRole('list', { name: title })).getAllByRole('listitem');
  return items.map((item) => [...item.querySelectorAll('p')].map((p) => p.textContent).join(' / '));
}

describe('HistoryLine: what each step says', () => {
  afterEach(() => i18nProvider.changeLocale('es'));

  it("names a loan's acceptance for the step HR took; the status keeps SPEC's label, named as the status", async () => {
    const accepted = entry(2, { action: 'accept', field: 'status', from_state: 0, to_state: 7, user_id: 2, user_name: 'Rubén Hernández' });
    expect(await linesOf('prestamos', [accepted, entry(1, {})], { status: loanStatusChoices })).toEqual([
      'Solicitud aceptada / Estado: Solicitud → Aprobado por el administrador / 11-10-2025 10:00 AM · Rubén Hernández',
      'Solicitud registrada / 11-10-2025 10:00 AM · Ana Martínez',
    ]);
  });

  it("names the document each of a new vehicle's document entries moved, after its registration", async () => {
    const documents = ['verificacion_status', 'seguro_status', 'permiso_circulacion_status'].map((field, i) =>
      entry(4 - i, { action: 'documents', field, to_state: 1 }),
    );
    expect(await linesOf('vehiculos', [...documents, entry(1, {})], VEHICLE_CHOICES)).toEqual([
      'Documento actualizado / Verificación: Sin estado → Aceptado / 11-10-2025 10:00 AM · Ana Martínez',
      'Documento actualizado / Seguro: Sin estado → Aceptado / 11-10-2025 10:00 AM · Ana Martínez',
      'Documento actualizado / Permiso de circulación: Sin estado → Aceptado / 11-10-2025 10:00 AM · Ana Martínez',
      'Vehículo registrado / 11-10-2025 10:00 AM · Ana Martínez',
    ]);
  });

  it('says the same in English', async () => {
    await i18nProvider.changeLocale('en');
    const accepted = entry(2, { action: 'accept', field: 'status', from_state: 0, to_state: 7, user_name: 'Rubén Hernández' });
    expect(await linesOf('prestamos', [accepted], { status: loanStatusChoices }, 'History')).toEqual([
      'Request accepted / Status: Application → Approved by admin / 10/11/2025 10:00:00 · Rubén Hernández',
    ]);
  });

  it("names the fields an edit changed by their labels (a route's edit)", async () => {
    const edited = entry(2, { action: 'update', reason: 'departure_time, path' });
    expect(await linesOf('rutas', [edited], {})).toEqual(['Ruta modificada / Cambios: Hora de salida, Trazo / 11-10-2025 10:00 AM · Ana Martínez']);
  });

  it("in English names a vehicle's document moved by the expiry job, and its registration", async () => {
    await i18nProvider.changeLocale('en');
    const insurance = entry(3, { action: 'documents', field: 'seguro_status', from_state: 1, to_state: 3, user_id: null, user_name: null });
    expect(await linesOf('vehiculos', [insurance, entry(1, {})], VEHICLE_CHOICES, 'History')).toEqual([
      'Document updated / Insurance: Accepted → Expiring / 10/11/2025 10:00:00 · System',
      'Vehicle registered / 10/11/2025 10:00:00 · Ana Martínez',
    ]);
  });

  it("in English names the fields a route's edit changed", async () => {
    await i18nProvider.changeLocale('en');
    const edited = entry(2, { action: 'update', reason: 'name, days' });
    expect(await linesOf('rutas', [edited], {}, 'History')).toEqual(['Route changed / Changed: Name, Days / 10/11/2025 10:00:00 · Ana Martínez']);
  });
});
