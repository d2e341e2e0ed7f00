import { PASSWORD } from './fields';
import { contextWordsOf, passwordProblem } from './passwords';

describe('passwordProblem', () => {
  it('asks for 8 to 256 characters and nothing else (no composition rules)', () => {
    expect(passwordProblem('')).toBe('required');
    expect(passwordProblem('x'.repeat(PASSWORD.min - 1))).toBe('password_short');
    expect(passwordProblem('x'.repeat(PASSWORD.max + 1))).toBe('max_length');
    expect(passwordProblem('abcdefgh')).toBeNull();
    expect(passwordProblem('correcto caballo batería')).toBeNull();
    expect(passwordProblem('x'.repeat(PASSWORD.max))).toBeNull();
  });
});

describe('contextWordsOf', () => {
  it('gives the email local part, names of 4 characters or more, and the product name, lower-cased', () => {
    expect(contextWordsOf({ email: 'Maria.Lopez@empresa.mx', name: 'María José', last_name: 'Paz' })).toEqual(['maria.lopez', 'maría', 'josé', 'flotilla']);
    expect(contextWordsOf({})).toEqual(['flotilla']);
  });
});
