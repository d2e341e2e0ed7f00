import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { HttpError } from 'react-admin';
import { TestAdmin } from '../../test/client/TestAdmin';
import { UserCreate } from './UserCreate';
import { clickSave } from '../../test/client/save';

const RecordPage = () => <p>Registro {useParams().id}</p>;

const setup = async (dataProvider: Record<string, unknown>) => {
  render(
    <MemoryRouter initialEntries={['/usuarios/create']}>
      <TestAdmin groups={['HHRR Administrador']} resource="usuarios" dataProvider={{ getList: async () => ({ data: [], total: 0 }), ...dataProvider } as never} withToasts>
        <Routes>
          <Route path="/usuarios/create" element={<UserCreate />} />
          <Route path="/usuarios/:id" element={<RecordPage />} />
        </Routes>
      </TestAdmin>
    </MemoryRouter>,
  );
  await screen.findByRole('textbox', { name: /^Nombre/ });
  return userEvent.setup();
};

const input = (name: RegExp) => screen.getByRole('textbox', { name });
const photo = new File(['png-bytes'], 'ana.png', { type: 'image/png' });

const fillRequired = async (actor: ReturnType<typeof userEvent.setup>) => {
  await actor.type(input(/^Nombre/), 'Ana');
  await actor.type(input(/^Apellidos/), 'López');
  await actor.type(input(/^Correo electrónico/), 'ana@flotilla.mx');
};

describe('UserCreate and UserInputs (SPEC §5 messages under each field)', () => {
  it('says what is wrong with each field before calling the server', async () => {
    const create = vi.fn();
    const actor = await setup({ create });
    await actor.type(input(/^Teléfono/), '12345');
    await actor.type(input(/^Código postal/), '123');
    await actor.type(input(/^Número de empleado/), '12a');
    await actor.type(input(/^Correo electrónico/), 'ana@');
    await clickSave(actor);
    expect(await screen.findAllByText('El campo no puede estar vacío.')).toHaveLength(2); // name, last name
    expect(screen.getByText('Ingrese un correo electrónico válido.')).toBeInTheDocument();
    expect(screen.getByText('Se requieren exactamente 10 caracteres.')).toBeInTheDocument();
    expect(screen.getByText('Se requieren exactamente 5 caracteres.')).toBeInTheDocument();
    expect(screen.getByText('Ingrese solo números.')).toBeInTheDocument();
    await actor.clear(input(/^Teléfono/));
    await actor.type(input(/^Teléfono/), '81123abcde');
    await clickSave(actor);
    expect(await screen.findAllByText('Ingrese solo números.')).toHaveLength(2);
    expect(create).not.toHaveBeenCalled();
  });

  it("shows the server's field error in the field it belongs to", async () => {
    const create = vi.fn(async () =>
      Promise.reject(new HttpError('Revise los campos marcados', 400, { errors: { email: 'Ya existe un usuario con este correo electrónico.' } })),
    );
    const actor = await setup({ create });
    await fillRequired(actor);
    await clickSave(actor);
    expect(await screen.findByText('Ya existe un usuario con este correo electrónico.')).toBeInTheDocument();
    expect(input(/^Correo electrónico/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('saves the user without the picture, then uploads the picture (POST foto_perfil/) and opens the record', async () => {
    const create = vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { ...data, id: 9 } }));
    const uploadFiles = vi.fn(async () => ({ data: { id: 9 } }));
    const actor = await setup({ create, uploadFiles });
    await actor.upload((await screen.findByTestId('dropzone')).querySelector('input')!, photo);
    await fillRequired(actor);
    await actor.type(input(/^Teléfono/), '8112345678');
    await clickSave(actor);
    expect(await screen.findByText('Registro 9')).toBeInTheDocument();
    const sent = create.mock.calls[0][1].data;
    expect(sent).toMatchObject({ name: 'Ana', last_name: 'López', email: 'ana@flotilla.mx', telephone: '8112345678', role: 0, status: 1 });
    expect(sent).not.toHaveProperty('foto');
    expect(uploadFiles).toHaveBeenCalledWith('usuarios', 9, 'foto_perfil', { imagen: photo });
    expect(await screen.findByText('Usuario guardado')).toBeInTheDocument();
  });

  it('says the user was saved but the picture was not (SPEC §8 partial success), and still opens the record', async () => {
    const create = vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { ...data, id: 9 } }));
    const uploadFiles = vi.fn(async () =>
      Promise.reject(new HttpError('Revise los campos marcados', 400, { errors: { imagen: 'El archivo debe ser una imagen JPEG, PNG o WebP.' } })),
    );
    const actor = await setup({ create, uploadFiles });
    await actor.upload((await screen.findByTestId('dropzone')).querySelector('input')!, photo);
    await fillRequired(actor);
    await clickSave(actor);
    expect(
      await screen.findByText('El usuario se guardó, pero la imagen no se pudo subir: El archivo debe ser una imagen JPEG, PNG o WebP.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Registro 9')).toBeInTheDocument();
    expect(screen.queryByText('Usuario guardado')).not.toBeInTheDocument();
  });
});
