import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockFetch } from '../../test/client/fetchMock';
import { renderSignIn as renderLogin, startSignedOut } from '../../test/client/signInPage';
import { until } from '../../test/client/until';

// The sign-in and recovery forms say which field is at fault, and a code already mailed can be typed.
describe('sign-in and recovery forms', () => {
  startSignedOut();

  it('marks each empty field of the sign-in, says why under it, and sends nothing', async () => {
    const { calls } = mockFetch();
    renderLogin();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Credenciales incompletas.');
    const email = screen.getByLabelText('Correo electrónico');
    const password = screen.getByLabelText('Contraseña');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Escriba su correo electrónico');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Escriba su contraseña');
    expect(email).toHaveFocus();
    expect(calls).toEqual([]);

    // Typing in a field clears its mark; the other stays until it is filled too.
    await user.type(email, 'ana@flotilla.mx');
    expect(email).toHaveAttribute('aria-invalid', 'false');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(email).toHaveAttribute('aria-invalid', 'false');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
  });

  it('types a code already sent: from the "already sent" message, with the email typed', async () => {
    const { calls, reply } = mockFetch(() => json({ detail: 'ok' }));
    reply(json({ detail: 'x', code: 'code_already_sent' }, 429));
    renderLogin();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '¿Olvidó su contraseña?' }));
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@flotilla.mx');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('El código ya fue enviado, espere 5 minutos para solicitar uno nuevo');
    // Offered once, in the message.
    expect(screen.getAllByRole('button', { name: 'Ya tengo un código' })).toHaveLength(1);
    await user.click(within(alert).getByRole('button', { name: 'Ya tengo un código' }));

    await user.type(await screen.findByLabelText('Código de verificación'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verificar código' }));
    expect(await screen.findByLabelText('Nueva contraseña')).toBeInTheDocument();
    expect(calls.map((c) => [c.url, c.body])).toEqual([
      ['/api/codigo_verificacion/enviar_correo/', { email: 'ana@flotilla.mx' }],
      ['/api/codigo_verificacion/verificar_codigo/', { email: 'ana@flotilla.mx', codigo: '123456' }],
    ]);
  });

  it('types a code already sent without asking again, and can ask for a new one from there', async () => {
    const { calls } = mockFetch(() => json({ detail: 'ok' }));
    renderLogin();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '¿Olvidó su contraseña?' }));
    // Without an email there is nothing to type the code for: the email field says so.
    await user.click(screen.getByRole('button', { name: 'Ya tengo un código' }));
    const email = screen.getByLabelText('Correo electrónico');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Escriba su correo electrónico');
    expect(email).toHaveFocus();

    await user.type(email, 'ana@flotilla.mx');
    await user.click(screen.getByRole('button', { name: 'Ya tengo un código' }));
    expect(await screen.findByLabelText('Código de verificación')).toHaveFocus();
    expect(calls).toEqual([]);

    // A code that is not six digits is marked on its field.
    await user.type(screen.getByLabelText('Código de verificación'), '12');
    await user.click(screen.getByRole('button', { name: 'Verificar código' }));
    expect(screen.getByLabelText('Código de verificación')).toHaveAccessibleDescription('El código tiene 6 dígitos');

    await user.click(screen.getByRole('button', { name: 'Pedir un código nuevo' }));
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('ana@flotilla.mx');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByLabelText('Código de verificación')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(['/api/codigo_verificacion/enviar_correo/']);
  });

  it("marks the field the server refuses, in the server's words", async () => {
    mockFetch(() => json({ email: ['Introduzca un correo electrónico válido.'] }, 400));
    renderLogin();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '¿Olvidó su contraseña?' }));
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@flotilla');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    const email = screen.getByLabelText('Correo electrónico');
    await until(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Introduzca un correo electrónico válido.');
  });
});
