import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { HttpError } from 'react-admin';
import { TestAdmin } from '../../test/client/TestAdmin';
import { CardCreate } from './CardCreate';
import { CardEdit } from './CardEdit';
import { CardShow } from './CardShow';
import { until } from '../../test/client/until';

const RecordPage = () => <p>Tarjeta {useParams().id}</p>;

const renderCreate = (create: ReturnType<typeof vi.fn>) =>
  render(
    <MemoryRouter initialEntries={['/tarjeta_gasolina/create']}>
      <TestAdmin groups={['Administrador']} resource="tarjeta_gasolina" dataProvider={{ create } as never} withToasts>
        <Routes>
          <Route path="/tarjeta_gasolina/create" element={<CardCreate />} />
          <Route path="/tarjeta_gasolina/:id/show" element={<RecordPage />} />
        </Routes>
      </TestAdmin>
    </MemoryRouter>,
  );

const fill = async (expires?: string) => {
  const actor = userEvent.setup();
  await actor.type(await screen.findByRole('textbox', { name: /^Número/ }, { timeout: 5000 }), 'G-0100');
  await actor.type(screen.getByRole('textbox', { name: /^Proveedor/ }), 'Edenred');
  if (expires) {
    await actor.click(within(screen.getByRole('group', { name: 'Vencimiento' })).getByRole('spinbutton', { name: 'Día' }));
    await actor.keyboard(expires);
  }
  await actor.click(screen.getByRole('button', { name: 'Guardar' }));
};

describe('CardCreate', () => {
  it('posts numero, proveedor and status (Active by default), then opens the card', async () => {
    const create = vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { ...data, id: 9 } }));
    renderCreate(create);
    await fill();
    expect(await screen.findByText('Tarjeta 9')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith('tarjeta_gasolina', expect.objectContaining({ data: { numero: 'G-0100', proveedor: 'Edenred', status: 1 } }));
  });

  it('posts the day the card expires when one is picked', async () => {
    const create = vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { ...data, id: 9 } }));
    renderCreate(create);
    await fill('31012027');
    expect(await screen.findByText('Tarjeta 9')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith('tarjeta_gasolina', expect.objectContaining({ data: expect.objectContaining({ numero: 'G-0100', vencimiento: '2027-01-31' }) }));
  });

  it('shows the server\'s "numero taken" under the field and stays on the form', async () => {
    const create = vi.fn(async () => {
      throw new HttpError('Ya existe una tarjeta con este número.', 400, { errors: { numero: 'Ya existe una tarjeta con este número.' } });
    });
    renderCreate(create);
    await fill();
    const numero = screen.getByRole('textbox', { name: /^Número/ });
    await until(() => expect(numero).toHaveAttribute('aria-invalid', 'true'));
    expect(numero).toHaveAccessibleDescription(/Ya existe una tarjeta con este número\./);
    expect(screen.queryByText(/^Tarjeta \d/)).not.toBeInTheDocument();
  });
});

const onLoan = { id: 4, numero: 'T-0042', proveedor: 'Pase', status: 1, prestamo: 42, vencimiento: '2026-04-30', created_at: '2025-03-07T15:04:05', updated_at: null };

describe('CardEdit', () => {
  it('shows the stored expiry day and saves a changed one', async () => {
    const update = vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { ...onLoan, ...data } }));
    render(
      <MemoryRouter initialEntries={['/tarjeta_tag/4']}>
        <TestAdmin groups={['Administrador']} resource="tarjeta_tag" dataProvider={{ getOne: vi.fn(async () => ({ data: onLoan })), update } as never}>
          <Routes>
            <Route path="/tarjeta_tag/:id" element={<CardEdit />} />
            <Route path="/tarjeta_tag/:id/show" element={<RecordPage />} />
          </Routes>
        </TestAdmin>
      </MemoryRouter>,
    );
    const actor = userEvent.setup();
    const expiry = await screen.findByRole('group', { name: 'Vencimiento' }, { timeout: 5000 });
    await until(() => expect(within(expiry).getByRole('spinbutton', { name: 'Año' })).toHaveTextContent('2026'));
    expect(within(expiry).getByRole('spinbutton', { name: 'Día' })).toHaveTextContent('30');
    await actor.click(within(expiry).getByRole('spinbutton', { name: 'Año' }));
    await actor.keyboard('2027');
    await actor.click(screen.getByRole('button', { name: 'Guardar' }));
    await until(() => expect(update).toHaveBeenCalled());
    expect(update).toHaveBeenCalledWith('tarjeta_tag', expect.objectContaining({ id: '4', data: expect.objectContaining({ vencimiento: '2027-04-30' }) }));
  });
});

const renderShow = (groups: string[], dataProvider: Record<string, unknown> = {}) =>
  render(
    <MemoryRouter initialEntries={['/tarjeta_tag/4/show']}>
      <TestAdmin groups={groups} resource="tarjeta_tag" dataProvider={{ getOne: vi.fn(async () => ({ data: onLoan })), ...dataProvider } as never} withToasts>
        <Routes>
          <Route path="/tarjeta_tag/:id/show" element={<CardShow />} />
        </Routes>
      </TestAdmin>
    </MemoryRouter>,
  );

describe('CardShow', () => {
  it('shows the loan holding the card as a link to it, and the day the card expires', async () => {
    renderShow(['Administrador']);
    expect(await screen.findByRole('link', { name: 'Préstamo #42' }, { timeout: 5000 })).toHaveAttribute('href', '/viajes_fleet/viajes/42');
    expect(screen.getByText('Vencimiento')).toBeInTheDocument();
    expect(screen.getByText('30-04-2026')).toBeInTheDocument();
  });

  it("keeps the server's 409 words in the dialog when the card is on a loan, without offering to disable it", async () => {
    const message = 'La tarjeta está en un préstamo; se libera cuando el préstamo termina y después puede eliminarse.';
    const remove = vi.fn(async () => {
      throw new HttpError(message, 409, { code: 'in_use', detail: message, usage: {} });
    });
    renderShow(['Administrador'], { delete: remove });
    const actor = userEvent.setup();
    await actor.click(await screen.findByRole('button', { name: 'Eliminar' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    await actor.click(within(dialog).getByRole('button', { name: /eliminar|confirmar/i }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /deshabilitar/i })).not.toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith('tarjeta_tag', expect.objectContaining({ id: 4 }));
  });

  it('gives C4 no edit, status or delete button', async () => {
    renderShow(['C4']);
    expect(await screen.findByText('T-0042', {}, { timeout: 5000 })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Préstamo #42' });
    expect(screen.queryByRole('link', { name: /editar/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /eliminar|habilitar|deshabilitar/i })).not.toBeInTheDocument();
  });
});
