import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { HttpError } from 'react-admin';
import { TestAdmin } from '../../../test/client/TestAdmin';
import { VehicleCreate } from './VehicleCreate';
import { clickSave } from '../../../test/client/save';

const RecordPage = () => <p>Registro {useParams().vehiculo}</p>;
type Actor = ReturnType<typeof userEvent.setup>;

const plants = [{ id: 3, name: 'Planta Norte' }];
const drivers = [{ id: 21, name: 'Luis', last_name: 'Pérez', role: 1 }];
const rows = (resource: string): { id: number }[] => (resource === 'plantas' ? plants : resource === 'usuarios' ? drivers : []);
const getList = vi.fn(async (resource: string) => ({ data: rows(resource), total: rows(resource).length }));
const getMany = async (resource: string, { ids }: { ids: number[] }) => ({ data: rows(resource).filter((row) => ids.includes(row.id)) });

const setup = async (dataProvider: Record<string, unknown>, groups = ['Administrador']) => {
  render(
    <MemoryRouter initialEntries={['/vehiculos/agregar']}>
      <TestAdmin groups={groups} resource="vehiculos" dataProvider={{ getList, getMany, ...dataProvider } as never} withToasts>
        <Routes>
          <Route path="/vehiculos/agregar" element={<VehicleCreate />} />
          <Route path="/vehiculos/:vehiculo" element={<RecordPage />} />
        </Routes>
      </TestAdmin>
    </MemoryRouter>,
  );
  // applyAccept off: a person can still drop what the picker does not offer.
  return userEvent.setup({ applyAccept: false, delay: null });
};

const input = (name: RegExp) => screen.getByRole('textbox', { name });
/** A field's box by its label (the error summary at the top names the field too). */
const fieldBox = (label: string) =>
  screen
    .getAllByText(label, { exact: false })
    .find((element) => !element.closest('[data-error-summary]'))
    ?.closest('.MuiFormControl-root') as HTMLElement;
/** The model year (the date pickers also have a year section named Año). */
const yearInput = () => screen.getByLabelText(/^Año/, { selector: 'input[name="year"]' });
/** What shows once a save and its uploads have run (several calls on a busy machine: more than the default second). */
const afterSave = (text: string) => screen.findByText(text, {}, { timeout: 5000 });
const image = (name: string) => new File(['jpeg-bytes'], name, { type: 'image/jpeg' });
const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });
const photos = [image('frente.jpg'), image('lado.jpg'), image('atras.jpg')];
const [permiso, seguro, verificacion] = [pdf('permiso.pdf'), pdf('seguro.pdf'), pdf('verificacion.pdf')];
/** Dropzones in form order: imagen1, imagen2, imagen3, placa, permiso_circulacion, seguro, verificacion. */
const dropzone = (index: number) => screen.getAllByTestId('dropzone')[index].querySelector('input')!;
/** Date pickers in form order: registration date, then each document's expiry; typed dd-MM-yyyy. */
const typeDate = async (actor: Actor, index: number, digits: string) => {
  await actor.click(screen.getAllByRole('spinbutton', { name: 'Día' })[index]);
  await actor.keyboard(digits);
};

const fillVehicle = async (actor: Actor) => {
  await actor.type(input(/^Matrícula/), 'abc 123d');
  await actor.click(screen.getByRole('combobox', { name: /^Planta/ }));
  await actor.click(await screen.findByRole('option', { name: 'Planta Norte' }));
  await actor.type(input(/^Marca/), 'Nissan');
  await actor.type(input(/^Modelo/), 'Versa');
  await actor.type(yearInput(), '2022');
};
const pickPhotos = async (actor: Actor) => {
  for (const [index, file] of photos.entries()) await actor.upload(dropzone(index), file);
};

const created = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({ data: { ...data, id: 40 } }));

beforeEach(() => {
  created.mockClear();
  getList.mockClear();
  URL.createObjectURL = vi.fn(() => `blob:${Math.random()}`);
  URL.revokeObjectURL = vi.fn();
});

describe('VehicleCreate (/vehiculos/agregar)', () => {
  it('says the three images are required, checks plate and serial, and calls nothing', async () => {
    const create = vi.fn();
    const actor = await setup({ create });
    await actor.type(await screen.findByRole('textbox', { name: /^Matrícula/ }), 'a b');
    expect(input(/^Matrícula/)).toHaveValue('A B');
    await actor.type(input(/^Número de serie/), 'abc');
    await clickSave(actor);
    expect(await screen.findAllByText('El registro del vehículo requiere tres imágenes.')).toHaveLength(3);
    expect(screen.getByText('Ingrese una matrícula válida.')).toBeInTheDocument();
    expect(screen.getByText('Se requieren exactamente 17 caracteres.')).toBeInTheDocument();
    await actor.clear(input(/^Número de serie/));
    await actor.type(input(/^Número de serie/), '1hgcm82633a00435o');
    await clickSave(actor);
    expect(await screen.findByText('Ingrese un número de serie válido: 17 letras y números, sin I, O ni Q.')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('asks for the owner only for a transport vehicle', async () => {
    const create = vi.fn();
    const actor = await setup({ create });
    await screen.findByRole('textbox', { name: /^Matrícula/ });
    expect(screen.queryByRole('combobox', { name: /^Propietario/ })).not.toBeInTheDocument();
    await actor.click(screen.getByRole('radio', { name: 'Transporte' }));
    const owner = await screen.findByRole('combobox', { name: /^Propietario/ });
    await clickSave(actor);
    await waitFor(() => expect(owner).toHaveAttribute('aria-invalid', 'true'));
    await actor.click(screen.getByRole('radio', { name: 'Flotilla' }));
    expect(screen.queryByRole('combobox', { name: /^Propietario/ })).not.toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('saves the record, then cargar_documentos with the images and dates, then the verification, and opens the record', async () => {
    const uploadFiles = vi.fn(async () => ({ data: {} }));
    const actor = await setup({ create: created, uploadFiles });
    await screen.findByRole('textbox', { name: /^Matrícula/ });
    await actor.click(screen.getByRole('radio', { name: 'Transporte' }));
    await actor.click(await screen.findByRole('combobox', { name: /^Propietario/ }));
    await actor.click(await screen.findByRole('option', { name: 'Luis Pérez' }));
    await fillVehicle(actor);
    await actor.type(input(/^Número de serie/), '1hgcm82633a004352');
    await pickPhotos(actor);
    expect(await screen.findByAltText('Foto frontal del vehículo ABC123D')).toBeInTheDocument();
    await actor.upload(dropzone(4), permiso);
    await typeDate(actor, 1, '31122027');
    await actor.upload(dropzone(5), seguro);
    await typeDate(actor, 2, '30062027');
    await actor.upload(dropzone(6), verificacion);
    await typeDate(actor, 3, '15012027');
    await clickSave(actor);
    expect(await afterSave('Registro ABC123D')).toBeInTheDocument();
    expect(created).toHaveBeenCalledTimes(1);
    expect(created.mock.calls[0][1].data).toEqual({
      matricula: 'ABC123D',
      modulo: 0,
      owner: 21,
      planta: 3,
      brand: 'Nissan',
      model: 'Versa',
      year: 2022,
      gasoline_type: 0,
      transmission: 0,
      // With the record, so a taken serial is its field error before anything is created.
      numero_de_serie: '1HGCM82633A004352',
    });
    expect(uploadFiles).toHaveBeenNthCalledWith(1, 'vehiculos', 40, 'cargar_documentos', {
      imagen1: photos[0],
      imagen2: photos[1],
      imagen3: photos[2],
      permiso_circulacion: permiso,
      permiso_circulacion_vencimiento: '2027-12-31',
      seguro,
      seguro_vencimiento: '2027-06-30',
    });
    expect(uploadFiles).toHaveBeenNthCalledWith(2, 'vehiculos', 40, 'verificacion', { documento: verificacion, vencimiento: '2027-01-15' });
    expect(await screen.findByText('Vehículo guardado')).toBeInTheDocument();
  });

  it('asks for the expiry date of a chosen document', async () => {
    const create = vi.fn();
    const actor = await setup({ create });
    await screen.findByRole('textbox', { name: /^Matrícula/ });
    await actor.upload(dropzone(5), seguro);
    await clickSave(actor);
    const date = fieldBox('Vencimiento del seguro');
    expect(await within(date).findByText('El campo no puede estar vacío.')).toBeInTheDocument();
    // The other documents were not chosen, so their dates may stay empty.
    const permit = fieldBox('Vencimiento del permiso de circulación');
    expect(within(permit).queryByText('El campo no puede estar vacío.')).not.toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it("asks for a document's file when only its expiry date was typed, saying why", async () => {
    const create = vi.fn();
    const actor = await setup({ create });
    await screen.findByRole('textbox', { name: /^Matrícula/ });
    await typeDate(actor, 2, '30062027');
    await clickSave(actor);
    expect(await screen.findByText('Elija el archivo del documento: la fecha de vencimiento se guarda con él.')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it("drops a document's messages once the other half of the pair is fixed, before saving again", async () => {
    const actor = await setup({ create: vi.fn() });
    await screen.findByRole('textbox', { name: /^Matrícula/ });
    await typeDate(actor, 2, '30062027');
    await clickSave(actor);
    const needsFile = 'Elija el archivo del documento: la fecha de vencimiento se guarda con él.';
    expect(await screen.findByText(needsFile)).toBeInTheDocument();
    // The date taken back: the file is no longer asked for.
    await actor.click(screen.getAllByRole('spinbutton', { name: 'Día' })[2]);
    await actor.keyboard('{Control>}a{/Control}{Backspace}');
    await waitFor(() => expect(screen.queryByText(needsFile)).not.toBeInTheDocument());
  });

  it('says the vehicle was saved but its files were not (SPEC §8), opens the record and never creates it twice', async () => {
    const uploadFiles = vi.fn(async () => Promise.reject(new HttpError('Revise los campos marcados', 400, { errors: { imagen2: 'El archivo debe ser de tipo JPEG, PNG o WebP.' } })));
    const actor = await setup({ create: created, uploadFiles });
    await screen.findByRole('textbox', { name: /^Matrícula/ });
    await fillVehicle(actor);
    await pickPhotos(actor);
    await clickSave(actor);
    expect(await afterSave('El vehículo se guardó, pero no se pudieron subir las imágenes o los documentos: El archivo debe ser de tipo JPEG, PNG o WebP.')).toBeInTheDocument();
    expect(await afterSave('Registro ABC123D')).toBeInTheDocument();
    expect(uploadFiles).toHaveBeenCalledTimes(1);
    expect(created).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Vehículo guardado')).not.toBeInTheDocument();
  });

  it('lists what to fix at the top after a refused save and focuses the first field at fault, with no toast', async () => {
    const create = vi.fn();
    const actor = await setup({ create });
    await screen.findByRole('textbox', { name: /^Matrícula/ });
    await fillVehicle(actor);
    await actor.upload(dropzone(5), seguro);
    await clickSave(actor);
    const summary = await screen.findByRole('alert', { name: 'Hay 4 datos por corregir' });
    expect(within(summary).getAllByRole('listitem').map((line) => line.textContent)).toEqual([
      'Foto frontal: El registro del vehículo requiere tres imágenes.',
      'Foto lateral: El registro del vehículo requiere tres imágenes.',
      'Foto trasera: El registro del vehículo requiere tres imágenes.',
      'Vencimiento del seguro: El campo no puede estar vacío.',
    ]);
    // The first photo's picker, however far down the page it is.
    await waitFor(() => expect(dropzone(0)).toHaveFocus());
    // Each line leads to its field: the date's first section, for the insurance's expiry.
    await actor.click(within(summary).getByRole('button', { name: 'Vencimiento del seguro' }));
    expect(fieldBox('Vencimiento del seguro')).toContainElement(document.activeElement as HTMLElement);
    expect(screen.queryByText(/El formulario no es válido/)).not.toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('focuses the field the server refused (a plate already taken) and names it at the top', async () => {
    const create = vi.fn(async () => Promise.reject(new HttpError('Revise los campos marcados', 400, { errors: { matricula: 'Ya existe un vehículo con esta matrícula.' } })));
    const actor = await setup({ create });
    await screen.findByRole('textbox', { name: /^Matrícula/ });
    await fillVehicle(actor);
    await pickPhotos(actor);
    await clickSave(actor);
    const summary = await screen.findByRole('alert', { name: 'Hay 1 dato por corregir' });
    expect(summary).toHaveTextContent('Matrícula: Ya existe un vehículo con esta matrícula.');
    await waitFor(() => expect(input(/^Matrícula/)).toHaveFocus());
  });

  it("shows the server's field error under its field (the settings' maximum age)", async () => {
    const create = vi.fn(async () => Promise.reject(new HttpError('Revise los campos marcados', 400, { errors: { year: 'El vehículo no puede tener más de 10 años.' } })));
    const uploadFiles = vi.fn();
    const actor = await setup({ create, uploadFiles });
    await screen.findByRole('textbox', { name: /^Matrícula/ });
    await fillVehicle(actor);
    await pickPhotos(actor);
    await clickSave(actor);
    expect(await screen.findByText('El vehículo no puede tener más de 10 años.')).toBeInTheDocument();
    expect(yearInput()).toHaveAttribute('aria-invalid', 'true');
    expect(uploadFiles).not.toHaveBeenCalled();
  });
});
