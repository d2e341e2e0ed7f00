import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, RecordContextProvider, useGetOne } from 'react-admin';
import { TestAdmin } from '../../../test/client/TestAdmin';
import { PointsPanel } from './PointsPanel';
import { until } from '../../../test/client/until';

const ana = { id: 5, name: 'Ana', last_name: 'López', puntos: 30 };

/** The user's record page as it holds the user: a refresh shows as a second getOne. */
const UserPage = () => {
  const { data } = useGetOne('usuarios', { id: 5 });
  return data ? (
    <RecordContextProvider value={data}>
      <PointsPanel />
    </RecordContextProvider>
  ) : null;
};

const setup = (recordAction: ReturnType<typeof vi.fn>, groups = ['HHRR Administrador']) => {
  const dataProvider = {
    getOne: vi.fn(async () => ({ data: ana })),
    getRecordList: vi.fn(async () => ({ data: [], total: 0 })),
    recordAction,
  };
  render(
    <TestAdmin groups={groups} resource="usuarios" dataProvider={dataProvider as never} withToasts>
      <UserPage />
    </TestAdmin>,
  );
  return { dataProvider, actor: userEvent.setup() };
};

const open = async (actor: ReturnType<typeof userEvent.setup>) => {
  await actor.click(await screen.findByRole('button', { name: 'Canjear puntos' }));
  return screen.getByRole('dialog', { name: 'Canjear puntos de Ana López' });
};
const field = () => screen.getByRole('spinbutton', { name: /Puntos a canjear/ });
const submit = (actor: ReturnType<typeof userEvent.setup>) =>
  actor.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Canjear puntos' }));

describe('redeemPoints', () => {
  it('asks for a whole number of at least 1 before calling the server, with the balance under the field', async () => {
    const recordAction = vi.fn();
    const { actor } = setup(recordAction);
    const dialog = await open(actor);
    expect(dialog).toHaveTextContent('Saldo disponible: 30 puntos');
    // The field starts empty, not with the balance the record holds under the same name.
    expect(field()).toHaveValue(null);
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
    const recordAction = vi.fn(async () =>
      Promise.reject(new HttpError('Revise los campos marcados', 400, { puntos: ['No hay suficientes puntos.'], errors: { puntos: 'No hay suficientes puntos.' } })),
    );
    const { actor } = setup(recordAction);
    await open(actor);
    await actor.type(field(), '50');
    await submit(actor);
    expect(await screen.findByText('No hay suficientes puntos.')).toBeInTheDocument();
    expect(recordAction).toHaveBeenCalledWith('usuarios', 5, 'canjear_puntos', { method: 'POST', body: { puntos: 50 } });
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByText(/No se pudieron canjear/)).not.toBeInTheDocument();
  });

  it('redeems, says how many points, closes and reloads the balance and the ledger', async () => {
    const recordAction = vi.fn(async () => ({ data: { ...ana, puntos: 10 } }));
    const { dataProvider, actor } = setup(recordAction);
    await open(actor);
    await until(() => expect(dataProvider.getRecordList).toHaveBeenCalledTimes(1));
    await actor.type(field(), '20');
    await submit(actor);
    expect(await screen.findByText('20 puntos canjeados')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await until(() => expect(dataProvider.getOne).toHaveBeenCalledTimes(2));
    await until(() => expect(dataProvider.getRecordList).toHaveBeenCalledTimes(2));
  });

  it('says why when the server fails otherwise, and closes', async () => {
    const recordAction = vi.fn(async () => Promise.reject(new HttpError('Error del servidor', 500, {})));
    const { actor } = setup(recordAction);
    await open(actor);
    await actor.type(field(), '5');
    await submit(actor);
    expect(await screen.findByText('No se pudieron canjear los puntos: Error del servidor')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is not offered to a role without redeem_points', async () => {
    setup(vi.fn(), ['C4']);
    expect(await screen.findByText('Saldo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Canjear puntos' })).not.toBeInTheDocument();
  });
});
