import { isRequired } from 'react-admin';
import { FIELD_LENGTH, PASSWORD } from '../../domain/fields';
import { chooseFile, chooseGroup, digits, emailRules, numberBetween, passwordRules, textRules } from './validators';

/** The first error of a list of validators, as react-admin would show it. */
const firstError = (validators: ReturnType<typeof textRules>, value: unknown) =>
  validators.map((validate) => validate(value, {}, {} as never)).find((error) => error !== undefined);

describe('validators (lengths from domain/fields.ts, messages from the shared catalogue)', () => {
  it('bounds text fields by their stored length, and requires them when asked', () => {
    expect(firstError(textRules('name'), 'x'.repeat(FIELD_LENGTH.name))).toBeUndefined();
    expect(firstError(textRules('name'), 'x'.repeat(FIELD_LENGTH.name + 1))).toEqual({ message: 'app.validation.max_length', args: { count: 120 } });
    expect(firstError(textRules('code'), 'x'.repeat(21))).toEqual({ message: 'app.validation.max_length', args: { count: 20 } });
    expect(firstError(textRules('address'), '')).toBeUndefined();
    expect(firstError(textRules('name', { required: true }), '')).toBe('app.validation.required');
    expect(isRequired(textRules('name', { required: true }))).toBe(true);
    expect(isRequired(textRules('address'))).toBe(false);
  });

  it('asks digits of the exact length of telephone and postal code', () => {
    expect(firstError(digits('telephone'), '81123')).toEqual({ message: 'app.validation.exact_length', args: { count: 10 } });
    expect(firstError(digits('postal_code'), '6400a')).toBe('app.validation.numbers_only');
    expect(firstError(digits('postal_code'), '64000')).toBeUndefined();
  });

  it('asks passwords within domain/fields.ts lengths', () => {
    expect(firstError(passwordRules(), 'x'.repeat(PASSWORD.min - 1))).toEqual({ message: 'app.validation.password_short', args: { count: 8 } });
    expect(firstError(passwordRules(), 'x'.repeat(PASSWORD.max + 1))).toEqual({ message: 'app.validation.max_length', args: { count: 256 } });
    expect(firstError(passwordRules(), 'segura-123')).toBeUndefined();
  });

  it('checks emails and their length', () => {
    expect(firstError(emailRules(), 'ana@')).toEqual(expect.objectContaining({ message: 'app.validation.email' }));
    expect(firstError(emailRules(), `${'a'.repeat(250)}@x.mx`)).toEqual({ message: 'app.validation.max_length', args: { count: 254 } });
  });

  it('gives number ranges the app message on each side', () => {
    const latitude = numberBetween({ min: -90, max: 90 });
    expect(latitude(91, {}, {} as never)).toEqual({ message: 'app.validation.max_value', args: { count: 90 } });
    expect(latitude(-90.5, {}, {} as never)).toEqual({ message: 'app.validation.min_value', args: { count: -90 } });
    expect(latitude('abc', {}, {} as never)).toBe('app.validation.number');
    expect(latitude(25.67, {}, {} as never)).toBeUndefined();
    expect(latitude(null, {}, {} as never)).toBeUndefined();
  });

  it('marks the group and file pickers required, so their label carries the asterisk', () => {
    expect(isRequired(chooseGroup())).toBe(true);
    expect(isRequired(chooseFile())).toBe(true);
    expect(chooseGroup()([], {}, {} as never)).toBe('app.validation.group');
  });
});
