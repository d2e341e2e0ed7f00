import { act, render, screen, waitFor, within } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { Fragment, StrictMode } from 'react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { HttpError } from 'react-admin';
import { TestAdmin } from '../../../test/client/TestAdmin';
import { VehicleEdit } from './VehicleEdit';
import { clickSave } from '../../../test/client/save';

const RecordPage = () => <p>Registro {useParams().vehiculo}</p>;
type Actor = ReturnType<typeof userEvent.setup>;

const vehicle = {
  id: 40,
  matricula: 'ABC123D',
  modulo: 1,
  owner: null,
  planta: 3,
  brand: 'Nissan',
  model: 'Versa',
  year: 2022,
  color: 'Gris',
  gasoline_type: 0,
  transmission: 0,
  registration_date: '2024-01-10',
  status: 3,
  numero_de_serie: '1HGCM82633A004352',
  imagen1: '/api/vehiculos/40/imagen1/',
  imagen2: '/api/vehiculos/40/imagen2/',
  imagen3: '/api/vehiculos/40/imagen3/',
  placa: null,
  permiso_circulacion: '/api/vehiculos/40/permiso_circulacion/',
  permiso_circulacion_vencimiento: '2027-12-31',
  seguro: null,
  seguro_vencimiento: null,
  verificacion: null,
  verificacion_vencimiento: null,
};
const plants = [{ id: 3, name: 'Planta Norte' }];
const rows = (resource: string, filter: Record<string, unknown>) =>
  resource === 'plantas' ? plants : resource === 'vehiculos' && filter.matricula === vehicle.matricula ? [vehicle] : [];

const provider = (overrides: Record<string, unknown> = {}) => ({
  getList: vi.fn(async (resource: string, { filter }: { filter: Record<string, unknown> }) => ({ data: rows(resource, filter), total: rows(resource, filter).length })),
  getMany: async (resource: string) => ({ data: resource === 'plantas' ? plants : [] }),
  getOne: async () => ({ data: vehicle }),
  getFile: vi.fn(async (_resource: string, _id: number, field: string) => ({ blob: new Blob([`${field}-bytes`], { type: 'image/jpeg' }) })),
  update: vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({ data: { ...vehicle, ...data } })),
  uploadFiles: vi.fn(async () => ({ data: {} })),
  ...overrides,
});

const setup = (dataProvider: ReturnType<typeof provider>, { plate = 'ABC123D', groups = ['Administrador'], strict = false } = {}) => {
  const Wrapper = strict ? StrictMode : Fragment;
  render(
    <Wrapper>
      <MemoryRouter initialEntries={[`/vehiculos/editar/${plate}`]}>
        <TestAdmin groups={groups} resource="vehiculos" dataProvider={dataProvider as never} withToasts>
          <Routes>
            <Route path="/vehiculos/editar/:matricula" element={<VehicleEdit />} />
            <Route path="/vehiculos/:vehiculo" element={<RecordPage />} />
            <Route path="/vehiculos" element={<p>Lista de vehículos</p>} />
          </Routes>
        </TestAdmin>
      </MemoryRouter>
    </Wrapper>,
  );
  return userEvent.setup({ applyAccept: false, delay: null });
};

/** What shows once a save and its uploads have run (several calls on a busy machine: more than the default second). */
const afterSave = (text: string) => screen.findByText(text, {}, { timeout: 5000 });
const changeColour = async (actor: Actor) => {
  await actor.clear(screen.getByRole('textbox', { name: /^Color/ }));
  await actor.type(screen.getByRole('textbox', { name: /^Color/ }), 'Rojo');
};
const dropzone = (index: number) => screen.getAllByTestId('dropzone')[index].querySelector('input')!;

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => `blob:${Math.random()}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => focusManager.setFocused(undefined));

describe('VehicleEdit (/vehiculos/editar/:matricula)', () => {
  it('turns the preloaded photos into files, and saving without touching them sends the record only', async () => {
    const dataProvider = provider();
    const actor = setup(dataProvider);
    expect(await screen.findByAltText('Foto frontal del vehículo ABC123D')).toBeInTheDocument();
    expect(screen.getByAltText('Foto lateral del vehículo ABC123D')).toBeInTheDocument();
    expect(screen.getByAltText('Foto trasera del vehículo ABC123D')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Marca/ })).toHaveValue('Nissan');
    expect(dataProvider.getList).toHaveBeenCalledWith('vehiculos', expect.objectContaining({ filter: { matricula: 'ABC123D' } }));
    await changeColour(actor);
    await clickSave(actor);
    expect(await afterSave('Registro ABC123D')).toBeInTheDocument();
    expect(dataProvider.update).toHaveBeenCalledTimes(1);
    const { id, data } = dataProvider.update.mock.calls[0][1] as unknown as { id: number; data: Record<string, unknown> };
    expect(id).toBe(40);
    expect(data.color).toBe('Rojo');
    expect(Object.keys(data).sort()).toEqual(['brand', 'color', 'gasoline_type', 'matricula', 'model', 'modulo', 'numero_de_serie', 'owner', 'planta', 'registration_date', 'transmission', 'year']);
    expect(dataProvider.uploadFiles).not.toHaveBeenCalled();
    expect(await screen.findByText('Vehículo guardado')).toBeInTheDocument();
  });

  it('sends only the photo that was replaced, with a progress bar and no second save meanwhile', async () => {
    let finish = () => {};
    const uploadFiles = vi.fn(() => new Promise<{ data: object }>((resolve) => (finish = () => resolve({ data: {} }))));
    const dataProvider = provider({ uploadFiles });
    const actor = setup(dataProvider);
    await screen.findByAltText('Foto lateral del vehículo ABC123D');
    const side = new File(['new-side'], 'lado.png', { type: 'image/png' });
    await actor.upload(dropzone(1), side);
    await clickSave(actor);
    expect(await screen.findByRole('progressbar', { name: 'Guardando el vehículo y sus archivos…' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();
    finish();
    expect(await afterSave('Registro ABC123D')).toBeInTheDocument();
    expect(dataProvider.uploadFiles).toHaveBeenCalledTimes(1);
    expect(dataProvider.uploadFiles).toHaveBeenCalledWith('vehiculos', 40, 'cargar_documentos', { imagen2: side });
  });

  it("shows the preloaded photos under React's strict mode, which runs effects twice", async () => {
    setup(provider(), { strict: true });
    const front = await screen.findByAltText('Foto frontal del vehículo ABC123D');
    expect(URL.revokeObjectURL).not.toHaveBeenCalledWith(front.getAttribute('src'));
  });

  it('keeps what was typed when the window regains focus: the preload reloads, the photos come from the cache', async () => {
    const dataProvider = provider();
    const actor = setup(dataProvider);
    await screen.findByAltText('Foto frontal del vehículo ABC123D');
    await changeColour(actor);
    const lookups = () => dataProvider.getList.mock.results.filter((_, call) => dataProvider.getList.mock.calls[call][0] === 'vehiculos');
    act(() => focusManager.setFocused(false));
    act(() => focusManager.setFocused(true));
    await waitFor(() => expect(lookups()).toHaveLength(2));
    // The reload has answered and settled before anything is read.
    await act(() => lookups()[1].value);
    expect(screen.getByRole('textbox', { name: /^Color/ })).toHaveValue('Rojo');
    expect(dataProvider.getFile).toHaveBeenCalledTimes(3);
  });

  it("opens the new plate's record after the plate changes", async () => {
    const dataProvider = provider();
    const actor = setup(dataProvider);
    const plate = await screen.findByRole('textbox', { name: /^Matrícula/ });
    await actor.clear(plate);
    await actor.type(plate, 'xyz 987a');
    await clickSave(actor);
    expect(await afterSave('Registro XYZ987A')).toBeInTheDocument();
    expect((dataProvider.update.mock.calls[0][1] as unknown as { data: { matricula: string } }).data.matricula).toBe('XYZ987A');
  });

  it('still opens when the photos fail to download, and keeps the stored ones', async () => {
    const dataProvider = provider({ getFile: vi.fn(async () => Promise.reject(new Error('Failed to fetch'))) });
    const actor = setup(dataProvider);
    expect(await screen.findByRole('textbox', { name: /^Marca/ })).toHaveValue('Nissan');
    expect(screen.queryByAltText('Foto frontal del vehículo ABC123D')).not.toBeInTheDocument();
    expect(screen.getAllByText(/Déjelo vacío para conservar el archivo actual\./)).toHaveLength(4); // three photos, the road permit
    await changeColour(actor);
    await clickSave(actor);
    expect(await afterSave('Registro ABC123D')).toBeInTheDocument();
    expect(dataProvider.update).toHaveBeenCalledTimes(1);
    expect(dataProvider.uploadFiles).not.toHaveBeenCalled();
  });

  it("focuses the field the server refused, names it at the top and stays on the form", async () => {
    const refused = new HttpError('Revise los campos marcados', 400, { errors: { numero_de_serie: 'Ya existe un vehículo con este número de serie.' } });
    const dataProvider = provider({ update: vi.fn(async () => Promise.reject(refused)) });
    const actor = setup(dataProvider);
    await screen.findByAltText('Foto frontal del vehículo ABC123D');
    await changeColour(actor);
    await clickSave(actor);
    const summary = await screen.findByRole('alert', { name: 'Hay 1 dato por corregir' });
    expect(within(summary).getByRole('listitem')).toHaveTextContent('Número de serie: Ya existe un vehículo con este número de serie.');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Número de serie/ })).toHaveFocus());
    expect(screen.queryByText(/El formulario no es válido/)).not.toBeInTheDocument();
    expect(screen.queryByText('Registro ABC123D')).not.toBeInTheDocument();
  });

  it('says when no vehicle has the plate, or when the vehicle could not be loaded, with a way back', async () => {
    const actor = setup(provider(), { plate: 'NOPE123' });
    expect(await screen.findByText('No existe ningún vehículo con la matrícula NOPE123.')).toBeInTheDocument();
    await actor.click(screen.getByRole('link', { name: 'Volver a la lista de vehículos' }));
    expect(await screen.findByText('Lista de vehículos')).toBeInTheDocument();
  });

  it('says the vehicle could not be loaded when the preload fails', async () => {
    setup(provider({ getList: vi.fn(async () => Promise.reject(new Error('Failed to fetch'))) }));
    expect(await screen.findByText('No se pudo cargar el vehículo ABC123D. Revise su conexión e inténtelo de nuevo.')).toBeInTheDocument();
  });
});
