import { screen } from '@testing-library/react';
import { renderWithWords } from '../../../test/client/withWords';
import { CodeField } from './CodeField';
import { codeProblem, codeToSend } from './codeFormat';
import { codeFailureOf } from './codeErrors';

describe('CodeField', () => {
  it("offers the numeric keyboard and one-time-code autofill for the app's code", () => {
    renderWithWords(<CodeField value="" onChange={vi.fn()} helperText="Pista" />);
    const field = screen.getByLabelText('Código de 6 dígitos');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByText('Pista')).not.toHaveAttribute('role');
  });

  it('takes a recovery code as text, shaped XXXXX-XXXXX', () => {
    renderWithWords(<CodeField value="" onChange={vi.fn()} kind="recovery" />);
    const field = screen.getByLabelText('Código de recuperación');
    expect(field).toHaveAttribute('inputmode', 'text');
    expect(field).toHaveAttribute('placeholder', 'XXXXX-XXXXX');
    expect(field).not.toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('marks itself invalid and announces its error in place of the hint', () => {
    renderWithWords(<CodeField value="1" onChange={vi.fn()} error="El código tiene 6 dígitos." helperText="Pista" />);
    expect(screen.getByRole('alert')).toHaveTextContent('El código tiene 6 dígitos.');
    expect(screen.getByLabelText('Código de 6 dígitos')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Pista')).toBeNull();
  });
});

describe('codeProblem, codeToSend, codeFailureOf', () => {
  it('checks the shape of each kind of code before sending it', () => {
    expect(codeProblem(' ', 'totp')).toBe('app.second_factor.code_required');
    expect(codeProblem('12345', 'totp')).toBe('app.second_factor.code_format');
    expect(codeProblem('123 456', 'totp')).toBeNull();
    expect(codeProblem('ABCDE-1234', 'recovery')).toBe('app.second_factor.recovery_format');
    expect(codeProblem('abcde 12345', 'recovery')).toBeNull();
    expect(codeToSend(' 123 456 ', 'totp')).toBe('123456');
    expect(codeToSend(' abcde-12345 ', 'recovery')).toBe('abcde-12345');
  });

  it("puts the code's own refusal under the field and anything else above", () => {
    expect(codeFailureOf({ status: 400, message: 'Datos inválidos', body: { errors: { code: 'Código inválido' } } })).toEqual({ field: 'Código inválido' });
    expect(codeFailureOf({ status: 400, message: 'Código inválido', code: 'code_invalid' })).toEqual({ field: 'Código inválido' });
    expect(codeFailureOf({ status: 429, message: 'Espere' })).toEqual({ general: 'Espere' });
    expect(codeFailureOf({ status: 401, message: 'Expiró', code: 'challenge_expired' })).toEqual({ general: 'Expiró' });
  });
});
