import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { renderWithWords } from '../../../test/client/withWords';
import { i18nProvider } from '../../providers/i18nProvider';
import { FactorSetup } from './FactorSetup';
import { until } from '../../../test/client/until';

const setup = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauth_url: 'otpauth://totp/Flotilla:ana%40flotilla.mx?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Flotilla',
  qr_svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>',
};

describe('FactorSetup', () => {
  afterEach(async () => {
    await i18nProvider.changeLocale('es');
  });

  it('shows the QR code as an image, the key in groups of four, a link to the app, and puts the focus on the code', () => {
    renderWithWords(<FactorSetup setup={setup} onConfirm={vi.fn()} />);
    const qr = screen.getByRole('img', { name: 'Código QR para agregar Flotilla a su aplicación de autenticación' });
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;base64,${btoa(setup.qr_svg)}`);
    expect(screen.getByLabelText('Clave para escribir a mano')).toHaveValue('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(screen.getByRole('link', { name: 'Abrir en la aplicación de autenticación de este teléfono' })).toHaveAttribute('href', setup.otpauth_url);
    const code = screen.getByLabelText('Código de 6 dígitos');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('copies the key without its spaces', async () => {
    const user = userEvent.setup();
    renderWithWords(<FactorSetup setup={setup} onConfirm={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Copiar la clave' }));
    expect(await navigator.clipboard.readText()).toBe(setup.secret);
    expect(screen.getByRole('status')).toHaveTextContent('Copiado');
  });

  it('says under the field, and announces, that a code is not 6 digits, without sending it', async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    renderWithWords(<FactorSetup setup={setup} onConfirm={onConfirm} />);
    await user.type(screen.getByLabelText('Código de 6 dígitos'), '12345');
    await user.click(screen.getByRole('button', { name: 'Activar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El código tiene 6 dígitos.');
    expect(screen.getByLabelText('Código de 6 dígitos')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Código de 6 dígitos')).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("sends the digits without spaces; the server's refusal of the code shows under the field, a wait above the form", async () => {
    const onConfirm = vi
      .fn()
      .mockRejectedValueOnce(new HttpError('Datos inválidos', 400, { errors: { code: 'El código no es válido.' } }))
      .mockRejectedValueOnce(new HttpError('Demasiados intentos, intente más tarde.', 429, { code: 'throttled' }))
      .mockResolvedValueOnce(undefined);
    const user = userEvent.setup();
    renderWithWords(<FactorSetup setup={setup} onConfirm={onConfirm} />);
    const field = screen.getByLabelText('Código de 6 dígitos');
    await user.type(field, '123 456');
    await user.click(screen.getByRole('button', { name: 'Activar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El código no es válido.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(onConfirm).toHaveBeenLastCalledWith('123456');

    await user.click(screen.getByRole('button', { name: 'Activar' }));
    expect(await screen.findByText('Demasiados intentos, intente más tarde.')).toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Activar' }));
    await until(() => expect(onConfirm).toHaveBeenCalledTimes(3));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('speaks English', async () => {
    await i18nProvider.changeLocale('en');
    renderWithWords(<FactorSetup setup={setup} onConfirm={vi.fn()} actions={<button type="button">Cancel</button>} />);
    expect(screen.getByLabelText('Key to type by hand')).toBeInTheDocument();
    expect(screen.getByLabelText('6-digit code')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn on' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });
});
