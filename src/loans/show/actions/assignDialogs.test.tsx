import { screen } from '@testing-library/react';
import { json } from '../../../../test/client/fetchMock';
import { ADMIN, LOAN_ID, callsTo, inDialog, loanFixture, loaded, page, renderLoanActions, type Route } from './loanActionsTestKit';
import { until } from '../../../../test/client/until';

const vehicles = [
  { id: 5, matricula: 'ABC-123-A', brand: 'Nissan', model: 'Versa', year: 2022, planta: 2 },
  { id: 6, matricula: 'XYZ-987-B', brand: 'Toyota', model: 'Hilux', year: 2021, planta: 2 },
];

/** POST vehiculos/q/: the lendable list, narrowed by `search` as the server would. */
const lendable: Route = (path, call) => {
  if (path !== 'vehiculos/q/') return undefined;
  const search = String((call.body as { search?: string }).search ?? '').toLowerCase();
  return json(page(vehicles.filter((vehicle) => `${vehicle.matricula} ${vehicle.brand} ${vehicle.model}`.toLowerCase().includes(search))));
};

const fieldError = (errors: Record<string, string[]>) => new Response(JSON.stringify(errors), { status: 400, headers: { 'Content-Type': 'application/json' } });

describe('Assigning a vehicle', () => {
  it('lists the restricted list (status 3, modulo 1), searches it, and posts the vehicle picked', async () => {
    const { calls, actor } = renderLoanActions(ADMIN, loanFixture({ status: 7 }), [lendable]);
    await loaded(7);
    await actor.click(await screen.findByRole('button', { name: 'Asignar vehículo' }));
    expect(inDialog().getByText('Asignar un vehículo al préstamo #12')).toBeInTheDocument();
    const first = await inDialog().findByRole('radio', { name: /ABC-123-A/ });
    expect(inDialog().getByText('Nissan Versa 2022 · Planta Norte')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', 'vehiculos/q/')[0].body).toEqual({ status: 3, modulo: 1, ordering: 'matricula' });

    await actor.click(inDialog().getByRole('searchbox', { name: 'Buscar por matrícula, marca o modelo' }));
    await actor.paste(' hilux ');
    await until(() => expect(first).not.toBeInTheDocument());
    expect(callsTo(calls, 'POST', 'vehiculos/q/').map((call) => call.body)).toContainEqual({ status: 3, modulo: 1, search: 'hilux', ordering: 'matricula' });

    // Keyboard: the radio takes the focus and Space picks it.
    inDialog().getByRole('radio', { name: /XYZ-987-B/ }).focus();
    await actor.keyboard(' ');
    expect(inDialog().getByRole('radio', { name: /XYZ-987-B/ })).toBeChecked();
    await actor.click(inDialog().getByRole('button', { name: 'Asignar' }));
    expect(await screen.findByText('Vehículo asignado al préstamo #12')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', `prestamos/${LOAN_ID}/asignar_vehiculo/`).map((call) => call.body)).toEqual([{ vehiculo: 6 }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks to choose before sending, and keeps the server field error on vehiculo in the open dialog', async () => {
    const { calls, actor } = renderLoanActions(ADMIN, loanFixture({ status: 7 }), [
      lendable,
      (path) => (path === `prestamos/${LOAN_ID}/asignar_vehiculo/` ? fieldError({ vehiculo: ['El seguro del vehículo está vencido.'] }) : undefined),
    ]);
    await loaded(7);
    await actor.click(await screen.findByRole('button', { name: 'Asignar vehículo' }));
    await inDialog().findByRole('radio', { name: /ABC-123-A/ });
    await actor.click(inDialog().getByRole('button', { name: 'Asignar' }));
    expect(await inDialog().findByText('Elija un vehículo.')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', `prestamos/${LOAN_ID}/asignar_vehiculo/`)).toHaveLength(0);

    await actor.click(inDialog().getByRole('radio', { name: /ABC-123-A/ }));
    await actor.click(inDialog().getByRole('button', { name: 'Asignar' }));
    expect(await inDialog().findByText('El seguro del vehículo está vencido.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByText(/No se pudo asignar el vehículo/)).not.toBeInTheDocument();
  });

  it('says in the dialog, with no toast over it, that a vehicle must be chosen, and takes the focus to the choices', async () => {
    const { actor } = renderLoanActions(ADMIN, loanFixture({ status: 7 }), [
      lendable,
      (path) => (path === `prestamos/${LOAN_ID}/asignar_vehiculo/` ? fieldError({ vehiculo: ['El vehículo ya está prestado.'], non_field_errors: ['El préstamo cambió mientras tanto.'] }) : undefined),
    ]);
    await loaded(7);
    await actor.click(await screen.findByRole('button', { name: 'Asignar vehículo' }));
    await inDialog().findByRole('radio', { name: /ABC-123-A/ });
    await actor.click(inDialog().getByRole('button', { name: 'Asignar' }));
    expect(await inDialog().findByRole('alert')).toHaveTextContent('Elija un vehículo.');
    await until(() => expect(inDialog().getByRole('radio', { name: /ABC-123-A/ })).toHaveFocus());
    expect(screen.queryByText(/El formulario no es válido/)).not.toBeInTheDocument();

    // The server's refusal too: the field's under the choices, the form-wide one in the dialog.
    await actor.click(inDialog().getByRole('radio', { name: /XYZ-987-B/ }));
    await actor.click(inDialog().getByRole('button', { name: 'Asignar' }));
    expect(await inDialog().findByText('El vehículo ya está prestado.')).toBeInTheDocument();
    expect(inDialog().getByText('El préstamo cambió mientras tanto.')).toBeInTheDocument();
    expect(screen.getAllByText('El préstamo cambió mientras tanto.')).toHaveLength(1);
    expect(screen.queryByText(/El formulario no es válido/)).not.toBeInTheDocument();
  });

  it('marks a vehicle with an expired document, naming it, and does not let it be picked', async () => {
    const expired = { id: 7, matricula: 'OLD-000-C', brand: 'Ford', model: 'Ranger', year: 2019, planta: 2, seguro_status: 4, verificacion_status: 1 };
    const { actor } = renderLoanActions(ADMIN, loanFixture({ status: 7 }), [
      (path) => (path === 'vehiculos/q/' ? json(page([...vehicles, expired])) : undefined),
    ]);
    await loaded(7);
    await actor.click(await screen.findByRole('button', { name: 'Asignar vehículo' }));
    expect(await inDialog().findByRole('radio', { name: /OLD-000-C/ })).toBeDisabled();
    expect(inDialog().getByText('Seguro vencido: no se puede prestar')).toBeInTheDocument();
    expect(inDialog().getByRole('radio', { name: /ABC-123-A/ })).toBeEnabled();
  });

  it('says so when no vehicle is available', async () => {
    const { actor } = renderLoanActions(ADMIN, loanFixture({ status: 7 }), [(path) => (path === 'vehiculos/q/' ? json(page([])) : undefined)]);
    await loaded(7);
    await actor.click(await screen.findByRole('button', { name: 'Asignar vehículo' }));
    expect(await inDialog().findByText('No hay vehículos disponibles.')).toBeInTheDocument();
  });

  it('changes the vehicle of a loan under way through change_vehicle', async () => {
    const { calls, actor } = renderLoanActions(ADMIN, loanFixture({ status: 2, vehiculo: 9 }), [lendable]);
    await loaded(2);
    await actor.click(await screen.findByRole('button', { name: 'Cambiar vehículo' }));
    await actor.click(await inDialog().findByRole('radio', { name: /ABC-123-A/ }));
    await actor.click(inDialog().getByRole('button', { name: 'Cambiar' }));
    expect(await screen.findByText('Se cambió el vehículo del préstamo #12')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', `prestamos/${LOAN_ID}/change_vehicle/`).map((call) => call.body)).toEqual([{ vehiculo: 5 }]);
  });
});

describe('Assigning a card', () => {
  const cards: Route = (path) =>
    path === 'tarjeta_gasolina/disponibles/'
      ? json(page([{ id: 3, numero: 'G-0003', proveedor: 'Edenred' }, { id: 4, numero: 'G-0004', proveedor: 'Sodexo' }]))
      : path === 'tarjeta_tag/disponibles/'
        ? json(page([]))
        : undefined;

  it('lists the free fuel cards and posts the loan to the card picked', async () => {
    const { calls, actor } = renderLoanActions(ADMIN, loanFixture({ status: 7, vehiculo: 5 }), [cards]);
    await loaded(7);
    await actor.click(await screen.findByRole('button', { name: 'Asignar tarjeta de gasolina' }));
    await actor.click(await inDialog().findByRole('radio', { name: /G-0004/ }));
    expect(inDialog().getByText(/Sodexo/)).toBeInTheDocument();
    await actor.click(inDialog().getByRole('button', { name: 'Asignar' }));
    expect(await screen.findByText('Tarjeta de gasolina asignada al préstamo #12')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', 'tarjeta_gasolina/4/asignar_prestamo/').map((call) => call.body)).toEqual([{ prestamo: LOAN_ID }]);
    // The loan reloads to show its card.
    await until(() => expect(callsTo(calls, 'GET', `prestamos/${LOAN_ID}/`).length).toBeGreaterThanOrEqual(2));
  });

  it('says so when no TAG card is free, and words a held one as a change', async () => {
    const { actor } = renderLoanActions(ADMIN, loanFixture({ status: 2, vehiculo: 5, tarjeta_tag: 8 }), [cards]);
    await loaded(2);
    await actor.click(await screen.findByRole('button', { name: 'Cambiar tarjeta TAG' }));
    expect(inDialog().getByText('Cambiar la tarjeta TAG del préstamo #12')).toBeInTheDocument();
    expect(await inDialog().findByText('No hay tarjetas disponibles.')).toBeInTheDocument();
  });
});
