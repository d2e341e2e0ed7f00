import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { toHttpError } from '../providers/errors';
import { TestAdmin } from '../../test/client/TestAdmin';
import { PlatformUserCreate } from './PlatformUserCreate';

const RecordPage = () => <p>Registro {useParams().id}</p>;

const setup = async (create = vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { ...data, id: 3 } }))) => {
  render(
    <MemoryRouter initialEntries={['/usuarios/plataforma/create']}>
      <TestAdmin groups={['Administrador']} resource="usuarios/plataforma" dataProvider={{ create } as never} withToasts>
        <Routes>
          <Route path="/usuarios/plataforma/create" element={<PlatformUserCreate />} />
          <Route path="/usuarios/:id" element={<RecordPage />} />
        </Routes>
      </TestAdmin>
    </MemoryRouter>,
  );
  await screen.findByRole('textbox', { name: /^Nombre/ });
  return { create, actor: userEvent.setup() };
};

describe('PlatformUserCreate', () => {
  it('asks for a group ("Choose a group.") and a password of at least 8 characters', async () => {
    const { create, actor } = await setup();
    await actor.type(screen.getByRole('textbox', { name: /^Nombre/ }), 'Rosa');
    await actor.type(screen.getByLabelText(/^Contraseña/), 'corta');
    await actor.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Elija un grupo.')).toBeInTheDocument();
    expect(screen.getByText('La contraseña debe tener al menos 8 caracteres.')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('tells the password rule, and shows the server\'s refusal of a common password under the field', async () => {
    // The list of common passwords lives on the server (ASVS 6.2.4): its field error comes back as any other.
    const create = vi.fn(() => Promise.reject(toHttpError(400, { password: ['Es una contraseña muy común o fácil de adivinar; elija otra.'] })));
    const { actor } = await setup(create as never);
    const password = screen.getByLabelText(/^Contraseña/);
    expect(password).toHaveAccessibleDescription(/De 8 a 256 caracteres; puede ser una frase con espacios/);
    await actor.type(screen.getByRole('textbox', { name: /^Nombre/ }), 'Rosa');
    await actor.type(screen.getByRole('textbox', { name: /^Apellidos/ }), 'Díaz');
    await actor.type(screen.getByRole('textbox', { name: /^Correo electrónico/ }), 'rosa@flotilla.mx');
    await actor.type(password, 'password1');
    await actor.click(screen.getByRole('combobox', { name: /^Grupos/ }));
    await actor.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'C4' }));
    await actor.keyboard('{Escape}');
    await actor.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Es una contraseña muy común o fácil de adivinar; elija otra.')).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription('Es una contraseña muy común o fácil de adivinar; elija otra.');
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('creates the account with its group names and password, then opens the user record', async () => {
    const { create, actor } = await setup();
    await actor.type(screen.getByRole('textbox', { name: /^Nombre/ }), 'Rosa');
    await actor.type(screen.getByRole('textbox', { name: /^Apellidos/ }), 'Díaz');
    await actor.type(screen.getByRole('textbox', { name: /^Correo electrónico/ }), 'rosa@flotilla.mx');
    await actor.type(screen.getByLabelText(/^Contraseña/), 'segura-123');
    await actor.click(screen.getByRole('combobox', { name: /^Grupos/ }));
    await actor.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'HHRR Administrador' }));
    await actor.keyboard('{Escape}');
    await actor.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Registro 3')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith(
      'usuarios/plataforma',
      expect.objectContaining({ data: expect.objectContaining({ name: 'Rosa', email: 'rosa@flotilla.mx', groups: ['HHRR Administrador'], password: 'segura-123', status: 1 }) }),
    );
  });
});
