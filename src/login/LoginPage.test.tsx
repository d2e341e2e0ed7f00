import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockFetch } from '../../test/client/fetchMock';
import { renderSignIn as renderLogin, startSignedOut } from '../../test/client/signInPage';
import { getSession } from '../providers/session';
import { until } from '../../test/client/until';

const signInAs = async (email: string, password: string) => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Correo electrónico'), email);
  await user.type(screen.getByLabelText('Contraseña'), password);
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
  return user;
};

describe('LoginPage', () => {
  startSignedOut();

  it('stores the session and hands over once the server accepts the credentials', async () => {
    const onSignedIn = vi.fn();
    const { calls } = mockFetch(() =>
      json({ access: 'a', refresh: 'r', groups: ['C4'], first_name: 'Ana', last_name: 'López', id: 7, websockets_token: 'w' }),
    );
    renderLogin({ onSignedIn });
    await signInAs('  ana@flotilla.mx ', 'secreto123');
    await until(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(calls[0].body).toEqual({ email: 'ana@flotilla.mx', password: 'secreto123' });
    expect(getSession()).toMatchObject({ email: 'ana@flotilla.mx', rol: 'C4', nombre: 'Ana López', remember: false });
    // The spinner stays while the admin loads.
    expect(screen.getByRole('button', { name: 'Iniciando sesión…' })).toBeDisabled();
  });

  it('switches the page to English and back with the language menu', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Idioma: ES' }));
    await user.click(screen.getByRole('menuitem', { name: 'English' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(document.documentElement.lang).toBe('en');
    await user.click(screen.getByRole('button', { name: 'Language: EN' }));
    await user.click(screen.getByRole('menuitem', { name: 'Español' }));
    expect(await screen.findByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });

  it('keeps what was typed when the page switches language', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@flotilla.mx');
    await user.type(screen.getByLabelText('Contraseña'), 'secreto123');
    await user.click(screen.getByRole('button', { name: 'Idioma: ES' }));
    await user.click(screen.getByRole('menuitem', { name: 'English' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ana@flotilla.mx');
    expect(screen.getByLabelText('Password')).toHaveValue('secreto123');
  });

  it('says why the user is back on the page', async () => {
    renderLogin({ notice: 'app.auth.session_expired' });
    const form = screen.getByRole('form', { name: 'Iniciar sesión' });
    expect(within(form).getByText('Su sesión expiró, vuelva a iniciar sesión')).toBeInTheDocument();
  });

  it('shows the translated "not allowed" message to a user outside the three groups', async () => {
    mockFetch(() =>
      json({ access: 'a', refresh: 'r', groups: ['Conductor'], first_name: 'Luis', last_name: 'Paz', id: 3, websockets_token: 'w' }),
    );
    renderLogin();
    await signInAs('luis@flotilla.mx', 'secreto123');
    expect(await screen.findByRole('alert')).toHaveTextContent('No tiene permitido iniciar sesión');
    expect(getSession()).toBeNull();
  });

  it("shows the server's refusal translated from its code", async () => {
    mockFetch(() => json({ detail: 'Invalid credentials', code: 'invalid_credentials' }, 401));
    renderLogin();
    await signInAs('ana@flotilla.mx', 'mala');
    expect(await screen.findByRole('alert')).toHaveTextContent('Credenciales inválidas');
  });

  it('has labelled email, password, remember-me and submit controls', () => {
    renderLogin();
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Recordarme' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });

  it('walks the password recovery: code already sent is explained, then code → new password', async () => {
    const { calls, reply } = mockFetch(() => json({ detail: 'ok' }));
    reply(json({ detail: 'x', code: 'code_already_sent' }, 429), json({ detail: 'ok' }), json({ detail: 'x', code: 'code_expired' }, 400));
    renderLogin();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '¿Olvidó su contraseña?' }));
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@flotilla.mx');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El código ya fue enviado, espere 5 minutos para solicitar uno nuevo');

    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    await user.type(await screen.findByLabelText('Código de verificación'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verificar código' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El código ha expirado.');

    await user.click(screen.getByRole('button', { name: 'Verificar código' }));
    await user.type(await screen.findByLabelText('Nueva contraseña'), 'nueva-clave-1');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'nueva-clave-1');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText('La contraseña fue cambiada; ya puede iniciar sesión.')).toBeInTheDocument();

    expect(calls.map((c) => c.url)).toEqual([
      '/api/codigo_verificacion/enviar_correo/',
      '/api/codigo_verificacion/enviar_correo/',
      '/api/codigo_verificacion/verificar_codigo/',
      '/api/codigo_verificacion/verificar_codigo/',
      '/api/codigo_verificacion/restablecer_contrasena/',
    ]);
    expect(calls.every((c) => c.headers.authorization === undefined)).toBe(true);
    expect(calls[4].body).toEqual({ email: 'ana@flotilla.mx', contrasena: 'nueva-clave-1', codigo: '123456' });
  });
});
