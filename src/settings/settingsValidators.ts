import type { Validator } from 'react-admin';
import {
  hasTwoDecimalsAtMost,
  isTime,
  isVersion,
  SEARCH_RADIUS_KM,
  SETTINGS_FACTOR,
  SETTINGS_WHOLE,
  type SettingsProblem,
  timesInOrder,
  weekdaysProblem,
  type WholeSetting,
} from '../../domain/settings';
import { digits, notEmpty, numberBetween, validEmail } from '../common/validators';
import type { SettingsField } from './settingsFields';

/**
 * The checks of domain/settings.ts with the words the API uses (resources.configuracion.validation
 * and app.validation), so a value is refused alike by the form and by the server.
 */
const problem = (key: SettingsProblem) => `resources.configuracion.validation.${key}`;
const isBlank = (value: unknown) => value === undefined || value === null || value === '';

const twoDecimals: Validator = (value) => (isBlank(value) || hasTwoDecimalsAtMost(Number(value)) ? undefined : problem('decimals'));
const positive: Validator = (value) => (isBlank(value) || Number(value) > 0 ? undefined : problem('positive'));
const time: Validator = (value) => (isBlank(value) || isTime(String(value)) ? undefined : problem('time'));
const endAfterStart: Validator = (value, values: Record<string, unknown>) =>
  isBlank(value) || timesInOrder(String(values.operation_start ?? ''), String(value)) ? undefined : problem('time_order');
const weekdays: Validator = (value) => {
  const found = weekdaysProblem(Array.isArray(value) ? value : []);
  return found ? problem(found) : undefined;
};
const version: Validator = (value) => (isBlank(value) || isVersion(String(value).trim()) ? undefined : problem('version'));

/** Every validator of one field, "cannot be empty" first. */
export function validatorsOf({ source, kind }: SettingsField): Validator[] {
  switch (kind) {
    case 'whole':
      return [notEmpty(), numberBetween(SETTINGS_WHOLE[source as WholeSetting], { whole: true })];
    case 'decimal':
      return source === 'search_radius_km'
        ? [notEmpty(), positive, numberBetween({ min: 0, max: SEARCH_RADIUS_KM.max }), twoDecimals]
        : [notEmpty(), numberBetween(SETTINGS_FACTOR), twoDecimals];
    case 'days':
      return [weekdays];
    case 'time':
      return source === 'operation_end' ? [notEmpty(), time, endAfterStart] : [notEmpty(), time];
    case 'email':
      return [notEmpty(), validEmail()];
    case 'phone':
      return [notEmpty(), ...digits('telephone')];
    case 'version':
      return [notEmpty(), version];
    case 'groups':
      // Checkboxes offer only the three groups; none at all is allowed (nobody is required).
      return [];
  }
}
