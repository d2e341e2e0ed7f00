import { fireEvent, screen } from '@testing-library/react';
import { ADMIN, LOAN_ID, callsTo, inDialog, loanFixture, loaded, renderLoanActions } from './loanActionsTestKit';
import { until } from '../../../../test/client/until';

const photo = (name: string, type = 'image/jpeg') => new File(['jpeg bytes'], name, { type });
/** The hidden file inputs behind "Elegir fotos" and "Tomar foto". */
const fileInput = (label: string) => screen.getByLabelText(label, { selector: 'input[type="file"]' });

describe('Reporting an incident', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => `blob:${Math.random()}`);
    URL.revokeObjectURL = vi.fn();
  });

  it('asks for a description or a photo before sending, then posts the multipart form with the photos and their comments', async () => {
    const { calls, actor } = renderLoanActions(ADMIN, loanFixture({ status: 2, vehiculo: 5 }));
    await loaded(2);
    await actor.click(await screen.findByRole('button', { name: 'Registrar incidencia' }));
    expect(inDialog().getByText('Registrar una incidencia del préstamo #12')).toBeInTheDocument();
    await actor.click(inDialog().getByRole('button', { name: 'Registrar' }));
    expect(await inDialog().findByText('Escriba una descripción o agregue al menos una foto.')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', `prestamos/${LOAN_ID}/incidencias/`)).toHaveLength(0);
    // Said in the dialog, where the person is: no "not valid" toast covers it.
    await until(() => expect(inDialog().getByRole('textbox', { name: /Descripción/ })).toHaveFocus());
    // One more click lets a toast raised by the refusal show, were there one.
    await actor.click(inDialog().getByText('Fotos (0 de 10)'));
    expect(screen.queryByText(/El formulario no es válido/)).not.toBeInTheDocument();

    // Photos from the files (several at once) and from the camera; a PDF is refused before sending.
    expect(fileInput('Tomar foto')).toHaveAttribute('capture', 'environment');
    fireEvent.change(fileInput('Elegir fotos'), { target: { files: [photo('golpe.jpg'), photo('factura.pdf', 'application/pdf')] } });
    expect(await inDialog().findByText(/factura\.pdf/)).toBeInTheDocument();
    fireEvent.change(fileInput('Tomar foto'), { target: { files: [photo('camara.png', 'image/png')] } });
    expect(await inDialog().findByRole('img', { name: 'Foto 2 de la incidencia' })).toBeInTheDocument();
    expect(inDialog().getByText('Fotos (2 de 10)')).toBeInTheDocument();
    // A photo is enough: the description is no longer required.
    await until(() => expect(inDialog().queryByText('Escriba una descripción o agregue al menos una foto.')).not.toBeInTheDocument());

    await actor.click(inDialog().getByRole('textbox', { name: 'Comentario de la foto 2' }));
    await actor.paste('Rayón en la puerta');
    await actor.click(inDialog().getByRole('textbox', { name: /Descripción/ }));
    await actor.paste('  Golpe en la defensa  ');
    await actor.click(inDialog().getByRole('button', { name: 'Registrar' }));
    expect(await screen.findByText('Incidencia registrada en el préstamo #12')).toBeInTheDocument();

    const [sent] = callsTo(calls, 'POST', `prestamos/${LOAN_ID}/incidencias/`);
    const form = sent.body as FormData;
    expect(form.get('tipo')).toBe('1');
    expect(form.get('descripcion')).toBe('Golpe en la defensa');
    expect((form.get('imagen_1') as File).name).toBe('golpe.jpg');
    expect((form.get('imagen_2') as File).name).toBe('camara.png');
    expect(form.get('imagen_2_comentario')).toBe('Rayón en la puerta');
    expect(form.has('imagen_1_comentario')).toBe(false);
    expect(form.has('imagen_3')).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await until(() => expect(callsTo(calls, 'GET', `prestamos/${LOAN_ID}/`).length).toBeGreaterThanOrEqual(2));
  });

  it('removes a photo, renumbering the rest', async () => {
    const { calls, actor } = renderLoanActions(ADMIN, loanFixture({ status: 4, vehiculo: 5 }));
    await loaded(4);
    await actor.click(await screen.findByRole('button', { name: 'Registrar incidencia' }));
    fireEvent.change(fileInput('Elegir fotos'), { target: { files: [photo('uno.jpg'), photo('dos.jpg')] } });
    await actor.click(await inDialog().findByRole('button', { name: 'Quitar la foto 1' }));
    expect(inDialog().getByText('Fotos (1 de 10)')).toBeInTheDocument();
    await actor.click(inDialog().getByRole('button', { name: 'Registrar' }));
    await screen.findByText('Incidencia registrada en el préstamo #12');
    const form = callsTo(calls, 'POST', `prestamos/${LOAN_ID}/incidencias/`)[0].body as FormData;
    expect((form.get('imagen_1') as File).name).toBe('dos.jpg');
    expect(form.has('imagen_2')).toBe(false);
  });

  it('keeps the dialog and the photos when sending fails, so it can be sent again', async () => {
    let fail = true;
    const { calls, actor } = renderLoanActions(ADMIN, loanFixture({ status: 2, vehiculo: 5 }), [
      (path) =>
        path === `prestamos/${LOAN_ID}/incidencias/` && fail
          ? new Response(JSON.stringify({ detail: 'Servicio no disponible.' }), { status: 503, headers: { 'Content-Type': 'application/json' } })
          : undefined,
    ]);
    await loaded(2);
    await actor.click(await screen.findByRole('button', { name: 'Registrar incidencia' }));
    fireEvent.change(fileInput('Elegir fotos'), { target: { files: [photo('uno.jpg')] } });
    await actor.click(await inDialog().findByRole('button', { name: 'Registrar' }));
    expect(await screen.findByText('No se pudo registrar la incidencia: Servicio no disponible.')).toBeInTheDocument();
    expect(inDialog().getByRole('img', { name: 'Foto 1 de la incidencia' })).toBeInTheDocument();

    fail = false;
    await actor.click(inDialog().getByRole('button', { name: 'Registrar' }));
    expect(await screen.findByText('Incidencia registrada en el préstamo #12')).toBeInTheDocument();
    expect(((callsTo(calls, 'POST', `prestamos/${LOAN_ID}/incidencias/`)[1].body as FormData).get('imagen_1') as File).name).toBe('uno.jpg');
  });

  it("shows the server's field errors in the dialog, under the photo's comment and the description, the form-wide one below them, with no toast", async () => {
    const { actor } = renderLoanActions(ADMIN, loanFixture({ status: 2, vehiculo: 5 }), [
      (path) =>
        path === `prestamos/${LOAN_ID}/incidencias/`
          ? new Response(JSON.stringify({ descripcion: ['Revise la descripción.'], imagen_1_comentario: ['Comentario no válido.'], non_field_errors: ['El préstamo cambió mientras tanto.'] }), {
              status: 400,
              headers: { 'Content-Type': 'application/json' },
            })
          : undefined,
    ]);
    await loaded(2);
    await actor.click(await screen.findByRole('button', { name: 'Registrar incidencia' }));
    fireEvent.change(fileInput('Elegir fotos'), { target: { files: [photo('uno.jpg')] } });
    await actor.click(await inDialog().findByRole('button', { name: 'Registrar' }));
    expect(await inDialog().findByText('Comentario no válido.')).toBeInTheDocument();
    expect(inDialog().getByText('Revise la descripción.')).toBeInTheDocument();
    expect(inDialog().getByText('El préstamo cambió mientras tanto.')).toBeInTheDocument();
    expect(screen.getAllByText('El préstamo cambió mientras tanto.')).toHaveLength(1);
    await until(() => expect(inDialog().getByRole('textbox', { name: /Descripción/ })).toHaveFocus());
    await actor.click(inDialog().getByText('Fotos (1 de 10)'));
    expect(screen.queryByText(/El formulario no es válido/)).not.toBeInTheDocument();
    expect(screen.queryByText(/No se pudo registrar la incidencia/)).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
