import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { TestAdmin } from '../../../test/client/TestAdmin';
import { RedeemPointsDialog } from './RedeemPointsDialog';

const record = { id: 5, name: 'Ana', last_name: 'López', puntos: 30 };

const setup = (recordAction: ReturnType<typeof vi.fn>) => {
  const onClose = vi.fn();
  render(
    <TestAdmin groups={['HHRR Administrador']} resource="usuarios" dataProvider={{ recordAction } as never} withToasts>
      <RedeemPointsDialog record={record} onClose={onClose} />
    </TestAdmin>,
  );
  return { onClose, actor: userEvent.setup() };
};

const field = () => screen.getByRole('spinbutton', { name: /Puntos a canjear/ });
const submit = (actor: ReturnType<typeof userEvent.setup>) => actor.click(screen.getByRole('button', { name: 'Canjear puntos' }));

describe('RedeemPointsDialog', () => {
  it('asks for a whole number of at least 1 before calling the server', async () => {
    const recordAction = vi.fn();
    const { actor } = setup(recordAction);
    expect(screen.getByRole('dialog', { name: 'Canjear puntos de Ana López' })).toHaveTextContent('Saldo disponible: 30 puntos');
    await submit(actor);
    expect(await screen.findByText('El campo no puede estar vacío.')).toBeInTheDocument();
    await actor.type(field(), '2.5');
    await submit(actor);
    expect(await screen.findByText('Ingrese un número entero válido.')).toBeInTheDocument();
    await actor.clear(field());
    await actor.type(field(), '0');
    await submit(actor);
    expect(await screen.findByText('Asegúrese de que este valor sea mayor o igual a 1.')).toBeInTheDocument();
    expect(recordAction).not.toHaveBeenCalled();
  });

  it("shows the server's “not enough points” under the field and keeps the dialog open", async () => {
    const recordAction = vi.fn(async () => Promise.reject(new HttpError('Revise los campos marcados', 400, { puntos: ['No hay suficientes puntos.'], errors: { puntos: 'No hay suficientes puntos.' } })));
    const { onClose, actor } = setup(recordAction);
    await actor.type(field(), '50');
    await submit(actor);
    expect(recordAction).toHaveBeenCalledWith('usuarios', 5, 'canjear_puntos', { method: 'POST', body: { puntos: 50 } });
    expect(await screen.findByText('No hay suficientes puntos.')).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('redeems, says how many points, and closes', async () => {
    const recordAction = vi.fn(async () => ({ data: { puntos: 10 } }));
    const { onClose, actor } = setup(recordAction);
    await actor.type(field(), '20');
    await submit(actor);
    expect(await screen.findByText('20 puntos canjeados')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });
});
