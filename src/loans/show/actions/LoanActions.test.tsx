import { screen } from '@testing-library/react';
import { i18nProvider } from '../../../providers/i18nProvider';
import { ADMIN, C4, HR, LOAN_ID, callsTo, expectActions, inDialog, loanFixture, loaded, renderLoanActions } from './loanActionsTestKit';
import { until } from '../../../../test/client/until';

describe('LoanActions', () => {
  afterEach(() => i18nProvider.changeLocale('es'));

  it('offers an administrator accept, reject and cancel on a request, and accepts by GET after confirming', async () => {
    const { calls, actor } = renderLoanActions(ADMIN, loanFixture({ status: 0 }));
    await loaded(0);
    await expectActions(['Aceptar', 'Rechazar', 'Cancelar préstamo']);

    await actor.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(inDialog().getByText('¿Aceptar la solicitud #12?')).toBeInTheDocument();
    // Impersonal: HR accepts too, and only an administrator assigns the vehicle.
    expect(inDialog().getByText('El préstamo quedará aprobado y después se le podrá asignar un vehículo.')).toBeInTheDocument();
    expect(callsTo(calls, 'GET', `prestamos/${LOAN_ID}/aceptar_solicitud/`)).toHaveLength(0);
    await actor.click(inDialog().getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Solicitud #12 aceptada')).toBeInTheDocument();
    expect(callsTo(calls, 'GET', `prestamos/${LOAN_ID}/aceptar_solicitud/`)).toHaveLength(1);
    // The loan reloads (its history too, under the same resource).
    await until(() => expect(callsTo(calls, 'GET', `prestamos/${LOAN_ID}/`).length).toBeGreaterThanOrEqual(2));
  });

  it('makes an administrator give a reason to reject, and rejects as administrator', async () => {
    const { calls, actor } = renderLoanActions(ADMIN, loanFixture({ status: 0 }));
    await loaded(0);
    await actor.click(await screen.findByRole('button', { name: 'Rechazar' }));
    await actor.click(inDialog().getByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByText('El campo no puede estar vacío.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await actor.click(inDialog().getByRole('textbox', { name: /Motivo de rechazo/ }));
    await actor.paste('Sin licencia vigente');
    await actor.click(inDialog().getByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByText('Préstamo #12 rechazado')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', `prestamos/${LOAN_ID}/rechazar_solicitud_por_admin/`).map((call) => call.body)).toEqual([
      { motivo_de_rechazo: 'Sin licencia vigente' },
    ]);
  });

  it('shows the server 409 words when the decision is refused', async () => {
    const { actor } = renderLoanActions(ADMIN, loanFixture({ status: 0 }), [
      (path) =>
        path.endsWith('aceptar_solicitud/')
          ? new Response(JSON.stringify({ detail: 'La solicitud ya fue decidida por otra persona.', code: 'invalid_transition' }), {
              status: 409,
              headers: { 'Content-Type': 'application/json' },
            })
          : undefined,
    ]);
    await loaded(0);
    await actor.click(await screen.findByRole('button', { name: 'Aceptar' }));
    await actor.click(inDialog().getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('No se pudo aceptar la solicitud: La solicitud ya fue decidida por otra persona.')).toBeInTheDocument();
  });

  it('lets HR only accept and reject a request, rejecting as HR', async () => {
    const { calls, actor } = renderLoanActions(HR, loanFixture({ status: 0 }));
    await loaded(0);
    await expectActions(['Aceptar', 'Rechazar']);
    await actor.click(screen.getByRole('button', { name: 'Rechazar' }));
    await actor.click(inDialog().getByRole('textbox', { name: /Motivo de rechazo/ }));
    await actor.paste('Fechas ocupadas');
    await actor.click(inDialog().getByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByText('Préstamo #12 rechazado')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', `prestamos/${LOAN_ID}/rechazar_solicitud/`).map((call) => call.body)).toEqual([{ motivo_de_rechazo: 'Fechas ocupadas' }]);
  });

  it('gives C4 no action at all (its actions are decided at once, from the session groups)', async () => {
    renderLoanActions(C4, loanFixture({ status: 0 }));
    await loaded(0);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('hides every action from HR on an approved loan', async () => {
    renderLoanActions(HR, loanFixture({ status: 7 }));
    await loaded(7);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('offers on an approved loan without vehicle: reject as admin, assign vehicle, cards and cancel (no audit yet)', async () => {
    const { calls, actor } = renderLoanActions(ADMIN, loanFixture({ status: 7 }));
    await loaded(7);
    await expectActions(['Rechazar', 'Asignar vehículo', 'Asignar tarjeta de gasolina', 'Asignar tarjeta TAG', 'Cancelar préstamo']);
    await actor.click(screen.getByRole('button', { name: 'Rechazar' }));
    await actor.click(inDialog().getByRole('textbox', { name: /Motivo de rechazo/ }));
    await actor.paste('Vehículo en taller');
    await actor.click(inDialog().getByRole('button', { name: 'Rechazar' }));
    await screen.findByText('Préstamo #12 rechazado');
    expect(callsTo(calls, 'POST', `prestamos/${LOAN_ID}/rechazar_solicitud_por_admin/`)).toHaveLength(1);
  });

  it('offers the initial audit once an approved loan has its vehicle, and words held cards as a change', async () => {
    renderLoanActions(ADMIN, loanFixture({ status: 7, vehiculo: 5, tarjeta_tag: 9 }));
    await loaded(7);
    await expectActions(['Rechazar', 'Cambiar vehículo', 'Asignar tarjeta de gasolina', 'Cambiar tarjeta TAG', 'Auditoría inicial', 'Cancelar préstamo']);
  });

  it('offers during the initial audit: change vehicle, cards, final audit (a link to the audit page), incident and cancel', async () => {
    const { actor } = renderLoanActions(ADMIN, loanFixture({ status: 2, vehiculo: 5 }));
    await loaded(2);
    await expectActions(['Cambiar vehículo', 'Asignar tarjeta de gasolina', 'Asignar tarjeta TAG', 'Auditoría final', 'Registrar incidencia', 'Cancelar préstamo']);
    await actor.click(screen.getByRole('link', { name: 'Auditoría final' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/viajes_fleet/viajes/${LOAN_ID}/auditorias/crear`);
  });

  it('finalizes a loan in final audit by GET after a confirmation that says what is released', async () => {
    const { calls, actor } = renderLoanActions(ADMIN, loanFixture({ status: 4, vehiculo: 5, tarjeta_gasolina: 3 }));
    await loaded(4);
    await expectActions(['Registrar incidencia', 'Finalizar']);
    await actor.click(screen.getByRole('button', { name: 'Finalizar' }));
    expect(inDialog().getByText('El vehículo volverá a estar disponible y se liberarán las tarjetas asignadas.')).toBeInTheDocument();
    await actor.click(inDialog().getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Préstamo #12 finalizado')).toBeInTheDocument();
    expect(callsTo(calls, 'GET', `prestamos/${LOAN_ID}/finalizar_final/`)).toHaveLength(1);
  });

  it('cancels with a required reason sent as motivo_de_rechazo', async () => {
    const { calls, actor } = renderLoanActions(ADMIN, loanFixture({ status: 2, vehiculo: 5 }));
    await loaded(2);
    await actor.click(await screen.findByRole('button', { name: 'Cancelar préstamo' }));
    await actor.click(inDialog().getByRole('button', { name: 'Cancelar préstamo' }));
    expect(await screen.findByText('El campo no puede estar vacío.')).toBeInTheDocument();
    await actor.click(inDialog().getByRole('textbox', { name: /Motivo de la cancelación/ }));
    await actor.paste('El solicitante ya no viaja');
    await actor.click(inDialog().getByRole('button', { name: 'Cancelar préstamo' }));
    expect(await screen.findByText('Préstamo #12 cancelado')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', `prestamos/${LOAN_ID}/cancelar/`).map((call) => call.body)).toEqual([{ motivo_de_rechazo: 'El solicitante ya no viaja' }]);
  });

  it('speaks English', async () => {
    await i18nProvider.changeLocale('en');
    const { actor } = renderLoanActions(ADMIN, loanFixture({ status: 0 }));
    await loaded(0);
    await expectActions(['Accept', 'Reject', 'Cancel loan']);
    await actor.click(screen.getByRole('button', { name: 'Accept' }));
    expect(inDialog().getByText('Accept request #12?')).toBeInTheDocument();
  });
});
