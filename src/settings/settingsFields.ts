/**
 * The settings' fields grouped as a person thinks of them: the edit form and the
 * read-only page lay them out alike from this list.
 */
export type SettingsFieldKind = 'whole' | 'decimal' | 'days' | 'time' | 'email' | 'phone' | 'version' | 'groups';

export interface SettingsField {
  source: string;
  kind: SettingsFieldKind;
  /** i18n key under resources.configuracion.helpers. */
  helper?: 'factor' | 'limit' | 'time' | 'app_version' | 'second_factor_groups';
}

/** Lists of choices take the whole row; the other fields half of it from a tablet up. */
export const fieldWidth = (field: SettingsField) => (field.kind === 'days' || field.kind === 'groups' ? 12 : { xs: 12, sm: 6 });

export interface SettingsGroup {
  /** i18n key under resources.configuracion.groups. */
  key: 'transport' | 'rewards' | 'operation' | 'contacts' | 'app' | 'security';
  fields: SettingsField[];
}

export const SETTINGS_GROUPS: readonly SettingsGroup[] = [
  {
    key: 'transport',
    fields: [
      { source: 'passengers_limit', kind: 'whole' },
      { source: 'vehicles_limit', kind: 'whole' },
      { source: 'max_vehicle_age', kind: 'whole' },
      { source: 'feedback_days', kind: 'whole' },
    ],
  },
  {
    key: 'rewards',
    fields: [
      { source: 'factor_driver', kind: 'decimal', helper: 'factor' },
      { source: 'factor_user', kind: 'decimal', helper: 'factor' },
      { source: 'limit_driver', kind: 'whole', helper: 'limit' },
      { source: 'limit_user', kind: 'whole', helper: 'limit' },
    ],
  },
  {
    key: 'operation',
    fields: [
      { source: 'operation_days', kind: 'days' },
      { source: 'operation_start', kind: 'time', helper: 'time' },
      { source: 'operation_end', kind: 'time', helper: 'time' },
      { source: 'max_minutes_to_start', kind: 'whole' },
    ],
  },
  {
    key: 'contacts',
    fields: [
      { source: 'incidents_email', kind: 'email' },
      { source: 'c4_email', kind: 'email' },
      { source: 'contact_phone', kind: 'phone' },
    ],
  },
  {
    key: 'app',
    fields: [
      { source: 'app_version', kind: 'version', helper: 'app_version' },
      { source: 'search_radius_km', kind: 'decimal' },
    ],
  },
  {
    // Which back-office groups must sign in with a second factor (docs/ACCOUNTS.md).
    key: 'security',
    fields: [{ source: 'second_factor_groups', kind: 'groups', helper: 'second_factor_groups' }],
  },
];
