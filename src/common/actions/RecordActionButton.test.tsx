import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, NumberInput, RecordContextProvider, useGetList, useGetOne } from 'react-admin';
import { TestAdmin } from '../../../test/client/TestAdmin';
import { screenWidth } from '../../../test/client/screenWidth';
import { RecordActionButton } from './RecordActionButton';
import { defineRecordAction } from './types';
import { notEmpty, wholeNumberFrom } from '../validators';
import { cancelLoan } from '../../loans/show/actions/loanDecisions';
import { until } from '../../../test/client/until';

const loan = { id: 7, folio: 'P-0007', status: 0, vehiculo: 3, km: 120 };

// The shape every loan and vehicle action will take: HR rejects a loan application with a reason.
const rejectLoan = defineRecordAction({
  resource: 'prestamos',
  action: 'reject',
  path: 'rechazar_solicitud',
  label: 'Rechazar',
  show: (record) => record.status === 0,
  confirm: { title: 'Rechazar la solicitud %{name}', content: '¿Rechazar la solicitud %{name}?' },
  recordName: (record) => String(record.folio),
  reason: { field: 'motivo_de_rechazo', label: 'Motivo del rechazo', required: true, maxLength: 20 },
  successMessage: 'Solicitud %{name} rechazada',
  errorMessage: 'No se pudo rechazar la solicitud: %{error}',
  refresh: ['vehiculos'],
});

/** The record as a page holds it (so a refresh shows as a second getOne) beside a list that the action also refreshes. */
const LoanPage = ({ children }: { children: ReactNode }) => {
  const { data } = useGetOne('prestamos', { id: 7 });
  useGetList('vehiculos');
  return data ? <RecordContextProvider value={data}>{children}</RecordContextProvider> : null;
};

const setup = (groups: string[], provider: Record<string, unknown>, button = <RecordActionButton {...rejectLoan} />) => {
  const dataProvider = {
    getOne: vi.fn(async () => ({ data: loan })),
    getList: vi.fn(async () => ({ data: [], total: 0 })),
    ...provider,
  };
  const { unmount } = render(
    <TestAdmin groups={groups} dataProvider={dataProvider as never} withToasts>
      <LoanPage>{button}</LoanPage>
    </TestAdmin>,
  );
  return { dataProvider, unmount, actor: userEvent.setup() };
};

const confirmButton = () => within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirmar' });
const reasonField = () => screen.getByRole('textbox', { name: /Motivo del rechazo/ });
/** Replaces the reason at once (typing each key is slow on a busy machine and tests nothing more). */
const writeReason = async (actor: ReturnType<typeof userEvent.setup>, text: string) => {
  await actor.clear(reasonField());
  await actor.paste(text);
};

describe('RecordActionButton', () => {
  it('cannot be confirmed without a reason, or with one too long, and sends the trimmed reason by POST', async () => {
    const recordAction = vi.fn(async () => ({ data: { ...loan, status: 1 } }));
    const { dataProvider, actor } = setup(['HHRR Administrador'], { recordAction });
    await actor.click(await screen.findByRole('button', { name: 'Rechazar' }));
    const dialog = screen.getByRole('dialog', { name: 'Rechazar la solicitud P-0007' });
    expect(dialog).toHaveTextContent('¿Rechazar la solicitud P-0007?');

    await actor.click(confirmButton());
    expect(await screen.findByText('El campo no puede estar vacío.')).toBeInTheDocument();
    await writeReason(actor, '   ');
    await actor.click(confirmButton());
    expect(await screen.findByText('El campo no puede estar vacío.')).toBeInTheDocument();
    await writeReason(actor, 'x'.repeat(21));
    await actor.click(confirmButton());
    expect(await screen.findByText('Asegúrese de que este campo no tenga más de 20 caracteres.')).toBeInTheDocument();
    expect(recordAction).not.toHaveBeenCalled();

    await writeReason(actor, '  Sin licencia vigente ');
    await actor.click(confirmButton());
    expect(await screen.findByText('Solicitud P-0007 rechazada')).toBeInTheDocument();
    expect(recordAction).toHaveBeenCalledWith('prestamos', 7, 'rechazar_solicitud', {
      method: 'POST',
      body: { motivo_de_rechazo: 'Sin licencia vigente' },
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The record and the listed resources reload.
    await until(() => expect(dataProvider.getOne).toHaveBeenCalledTimes(2));
    await until(() => expect(dataProvider.getList).toHaveBeenCalledTimes(2));
  });

  it("shows the server's 409 message when the transition is refused, closes, and reloads the record that moved on", async () => {
    const recordAction = vi.fn(async () =>
      Promise.reject(new HttpError('La acción no es posible en el estado actual', 409, { code: 'invalid_transition' })),
    );
    // The failure toast must be a catalogue key (an unknown one falls back to the bare server message).
    const button = <RecordActionButton {...rejectLoan} errorMessage="resources.usuarios.notifications.licence_decision_error" />;
    const { dataProvider, actor } = setup(['Administrador'], { recordAction }, button);
    await actor.click(await screen.findByRole('button', { name: 'Rechazar' }));
    await writeReason(actor, 'Sin vehículo');
    await actor.click(confirmButton());
    expect(await screen.findByText('No se pudo validar la licencia: La acción no es posible en el estado actual')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await until(() => expect(dataProvider.getOne).toHaveBeenCalledTimes(2));
  });

  it("keeps the dialog open with the server's error under the reason", async () => {
    const recordAction = vi.fn(async () =>
      Promise.reject(new HttpError('Revise los campos marcados', 400, { errors: { motivo_de_rechazo: 'Ingrese un texto válido.' } })),
    );
    const { actor } = setup(['Administrador'], { recordAction });
    await actor.click(await screen.findByRole('button', { name: 'Rechazar' }));
    await writeReason(actor, 'Motivo');
    await actor.click(confirmButton());
    expect(await screen.findByText('Ingrese un texto válido.')).toBeInTheDocument();
    expect(reasonField()).toHaveAttribute('aria-invalid', 'true');
  });

  it('is hidden from roles without the DOMAIN §1 action and where the state rules it out', async () => {
    // A control button in the same page shows once access is known, so absence is not mere slowness.
    const page = (
      <>
        <RecordActionButton {...rejectLoan} />
        <RecordActionButton {...rejectLoan} action="show" show={undefined} label="Control" />
      </>
    );
    const c4 = setup(['C4'], {}, page);
    expect(await screen.findByRole('button', { name: 'Control' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rechazar' })).not.toBeInTheDocument();
    c4.unmount();
    setup(['HHRR Administrador'], { getOne: vi.fn(async () => ({ data: { ...loan, status: 7 } })) }, page);
    expect(await screen.findByRole('button', { name: 'Control' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rechazar' })).not.toBeInTheDocument();
  });

  it('calls a GET action without a body at once when it asks nothing', async () => {
    const recordAction = vi.fn(async () => ({ data: loan }));
    const accept = defineRecordAction({
      resource: 'prestamos',
      action: 'accept',
      path: 'aceptar_solicitud',
      label: 'Aceptar',
      successMessage: 'Solicitud aceptada',
      errorMessage: 'No se pudo aceptar: %{error}',
    });
    const { actor } = setup(['HHRR Administrador'], { recordAction }, <RecordActionButton {...accept} />);
    await actor.click(await screen.findByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('Solicitud aceptada')).toBeInTheDocument();
    expect(recordAction).toHaveBeenCalledWith('prestamos', 7, 'aceptar_solicitud');
  });

  it('makes a collection call naming the record in its body, and words its toast from the answer', async () => {
    const collectionAction = vi.fn(async () => ({ data: { prestamo: 7, done: 3 } }));
    const recordAction = vi.fn();
    const finish = defineRecordAction({
      resource: 'prestamos',
      action: 'finalize',
      path: 'cerrar-todos',
      collection: true,
      body: (record) => ({ prestamo: record.id }),
      label: 'Cerrar',
      confirm: { title: '¿Cerrar %{name}?' },
      recordName: (record) => String(record.folio),
      answerArgs: (answer) => ({ done: (answer as { done: number }).done }),
      successMessage: '%{name}: %{done} cerrados',
      errorMessage: 'Error: %{error}',
    });
    const { actor } = setup(['Administrador'], { collectionAction, recordAction }, <RecordActionButton {...finish} />);
    await actor.click(await screen.findByRole('button', { name: 'Cerrar' }));
    await actor.click(confirmButton());
    expect(await screen.findByText('P-0007: 3 cerrados')).toBeInTheDocument();
    expect(collectionAction).toHaveBeenCalledWith('prestamos', 'cerrar-todos', { prestamo: 7 });
    expect(recordAction).not.toHaveBeenCalled();
  });

  it('changes fields through update in update mode', async () => {
    const update = vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { ...loan, ...data } }));
    const { actor } = setup(
      ['Administrador'],
      { update },
      <RecordActionButton
        resource="prestamos"
        action="status"
        update={{ status: 0 }}
        label="Deshabilitar"
        confirm={{ title: 'Deshabilitar', content: '¿Deshabilitar %{name}?' }}
        recordName={(record) => String(record.folio)}
        successMessage="Deshabilitado"
        errorMessage="Error: %{error}"
      />,
    );
    await actor.click(await screen.findByRole('button', { name: 'Deshabilitar' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('¿Deshabilitar P-0007?');
    await actor.click(confirmButton());
    expect(await screen.findByText('Deshabilitado')).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith('prestamos', { id: 7, data: { status: 0 }, previousData: loan });
  });

  it('asks for its declared inputs, with their validators, and POSTs what toBody makes of them', async () => {
    // A loan's return: the odometer reading as a whole number, starting from the current vehicle.
    const closeLoan = defineRecordAction({
      resource: 'prestamos',
      action: 'finalize',
      path: 'finalizar',
      label: 'Finalizar',
      confirm: { title: 'Finalizar el préstamo %{name}' },
      recordName: (record) => String(record.folio),
      inputs: (record) => (
        <NumberInput source="km" label="Kilometraje" validate={[notEmpty(), wholeNumberFrom(Number(record.km))]} />
      ),
      defaultValues: (record) => ({ vehiculo: record.vehiculo }),
      toBody: (values) => ({ vehiculo: values.vehiculo, km_final: Number(values.km) }),
      submitLabel: 'Finalizar',
      messageArgs: (_record, values) => ({ km: values.km }),
      successMessage: 'Préstamo %{name} finalizado con %{km} km',
      errorMessage: 'Error: %{error}',
    });
    const recordAction = vi.fn(async () => ({ data: loan }));
    const { actor } = setup(['Administrador'], { recordAction }, <RecordActionButton {...closeLoan} />);
    await actor.click(await screen.findByRole('button', { name: 'Finalizar' }));
    const dialog = screen.getByRole('dialog', { name: 'Finalizar el préstamo P-0007' });
    const km = within(dialog).getByRole('spinbutton', { name: /Kilometraje/ });
    // The record's own km (120) does not prefill the input: only the declared values do.
    expect(km).toHaveValue(null);
    await actor.type(km, '100');
    await actor.click(within(dialog).getByRole('button', { name: 'Finalizar' }));
    expect(await screen.findByText('Asegúrese de que este valor sea mayor o igual a 120.')).toBeInTheDocument();
    expect(recordAction).not.toHaveBeenCalled();

    await actor.clear(km);
    await actor.type(km, '250');
    await actor.click(within(dialog).getByRole('button', { name: 'Finalizar' }));
    expect(await screen.findByText('Préstamo P-0007 finalizado con 250 km')).toBeInTheDocument();
    expect(recordAction).toHaveBeenCalledWith('prestamos', 7, 'finalizar', { method: 'POST', body: { vehiculo: 3, km_final: 250 } });
  });

  it("puts the server's field error under the declared input and keeps the dialog open", async () => {
    const recordAction = vi.fn(async () => Promise.reject(new HttpError('Revise los campos marcados', 400, { errors: { vehiculo: 'El vehículo no está disponible.' } })));
    const assign = defineRecordAction({
      resource: 'prestamos',
      action: 'assign_vehicle',
      path: 'asignar_vehiculo',
      label: 'Asignar vehículo',
      inputs: <NumberInput source="vehiculo" label="Vehículo" validate={notEmpty()} />,
      successMessage: 'Asignado',
      errorMessage: 'Error: %{error}',
    });
    const { actor } = setup(['Administrador'], { recordAction }, <RecordActionButton {...assign} />);
    await actor.click(await screen.findByRole('button', { name: 'Asignar vehículo' }));
    await actor.type(screen.getByRole('spinbutton', { name: /Vehículo/ }), '9');
    await actor.click(confirmButton());
    expect(await screen.findByText('El vehículo no está disponible.')).toBeInTheDocument();
    // Without toBody the inputs' values are the body.
    expect(recordAction).toHaveBeenCalledWith('prestamos', 7, 'asignar_vehiculo', { method: 'POST', body: { vehiculo: 9 } });
    expect(screen.getByRole('spinbutton', { name: /Vehículo/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/^Error:/)).not.toBeInTheDocument();
  });

  it('words the way out of a red action as "Volver", not "Cancelar" beside "Cancelar préstamo", and its confirm is red too', async () => {
    const { actor } = setup(['Administrador'], { recordAction: vi.fn() }, <RecordActionButton {...cancelLoan} />);
    await actor.click(await screen.findByRole('button', { name: 'Cancelar préstamo' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancelar préstamo' })).toHaveClass('MuiButton-colorError');
    await actor.click(within(dialog).getByRole('button', { name: 'Volver' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps its words on a phone, where touch has no tooltip to name a bare icon', async () => {
    screenWidth(390);
    const { actor } = setup(['HHRR Administrador'], { recordAction: vi.fn() });
    const button = await screen.findByRole('button', { name: 'Rechazar' });
    expect(button).toHaveTextContent('Rechazar');
    // Its dialog's way out too: react-admin's shrank to an empty icon button (it has no icon).
    await actor.click(button);
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar' })).toHaveTextContent('Cancelar');
  });

  it('takes only the actions its resource knows (typecheck)', () => {
    // @ts-expect-error a loan verb is not a plant action
    defineRecordAction({ resource: 'plantas', action: 'cancel', path: 'cancelar', label: 'x', successMessage: 'x', errorMessage: 'x' });
    // @ts-expect-error a call and an update at once
    defineRecordAction({ resource: 'plantas', action: 'status', path: 'x', update: { status: 0 }, label: 'x', successMessage: 'x', errorMessage: 'x' });
    expect(defineRecordAction(rejectLoan)).toBe(rejectLoan);
  });
});
