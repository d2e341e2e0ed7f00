import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { json, mockFetch } from '../../test/client/fetchMock';
import { authProvider } from '../providers/authProvider';
import { i18nProvider } from '../providers/i18nProvider';
import { getSession } from '../providers/session';
import { LoginPage } from './LoginPage';

const renderLogin = () =>
  render(
    <AdminContext authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()}>
      <LoginPage />
    </AdminContext>,
  );

const signInAs = async (email: string, password: string) => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Correo electrónico'), email);
  await user.type(screen.getByLabelText('Contraseña'), password);
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
  return user;
};

describe('LoginPage', () => {
  beforeEach(async () => {
    localStorage.clear();
    sessionStorage.clear();
    await i18nProvider.changeLocale('es');
  });
  afterEach(() => vi.unstubAllGlobals());

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
