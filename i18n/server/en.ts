import apiErrors from '../en/shared/apiErrors';
import validation from '../en/shared/validation';

import type { es } from './es';

/** Messages the API sends (SPEC §5, §8), English. */
export const en: typeof es = {
  errors: apiErrors,
  messages: {
    code_sent: 'If the email is registered, a verification code is on its way.',
    code_verified: 'Code verified.',
    password_changed: 'The password was changed.',
  },
  validation: {
    ...validation,
    domain: 'Enter a valid domain.',
    plate: 'Enter a valid licence plate.',
    email_taken: 'A user with this email already exists.',
    unique: 'A record with this value already exists.',
    unknown_field: 'Unknown field.',
    text: 'Enter a valid text.',
    boolean: 'Enter true or false.',
    list: 'Enter a list.',
    choice: 'Choose a valid option.',
    invalid: 'Enter a valid value.',
    gt_value: 'Ensure this value is greater than %{count}.',
    lt_value: 'Ensure this value is less than %{count}.',
    ids_empty: 'Select at least one record.',
    ids_not_found: 'Some records do not exist: %{ids}.',
    reference: 'The related record does not exist.',
    in_use: 'The record is in use and cannot be deleted.',
    points_short: 'Not enough points.',
    import_file: 'Choose an .xlsx or .csv file.',
    import_unreadable: 'The file could not be read; save it again as .xlsx or .csv.',
    import_columns: 'The file lacks the columns: %{columns}.',
    import_empty: 'The file has no rows.',
    import_rows: 'The file cannot have more than %{count} rows.',
    import_duplicate: 'This value is repeated in row %{row} of the file.',
    import_platform: 'This email belongs to a platform user; only an administrator may change it.',
  },
  mail: {
    recovery_subject: 'Flotilla: verification code',
    recovery_body: 'Your verification code is %{code}. It expires in 10 minutes. If you did not ask for it, ignore this email.',
  },
  choices: {
    active_status: { '0': 'Inactive', '1': 'Active' },
    user_role: { '0': 'Passenger', '1': 'Driver' },
    document_status: { '0': 'Pending', '1': 'Accepted', '2': 'Rejected', '3': 'Expiring', '4': 'Expired' },
  },
  in_use: {
    record: {
      plantas: 'The plant is in use by %{usage}.',
      departamentos: 'The department is in use by %{usage}.',
      usuarios: 'The user is in use by %{usage}.',
      any: 'The record is in use by %{usage}.',
    },
    selected_one: {
      plantas: 'One of the selected plants is in use by %{usage}.',
      departamentos: 'One of the selected departments is in use by %{usage}.',
      usuarios: 'One of the selected users is in use by %{usage}.',
      any: 'One of the selected records is in use by %{usage}.',
    },
    selected_many: {
      plantas: '%{count} of the selected plants are in use by %{usage}.',
      departamentos: '%{count} of the selected departments are in use by %{usage}.',
      usuarios: '%{count} of the selected users are in use by %{usage}.',
      any: '%{count} of the selected records are in use by %{usage}.',
    },
    counts: {
      usuarios: { one: '%{count} user', other: '%{count} users' },
      departamentos: { one: '%{count} department', other: '%{count} departments' },
      plantas: { one: '%{count} plant', other: '%{count} plants' },
      any: { one: '%{count} record', other: '%{count} records' },
    },
  },
  files: {
    plantas: 'plants',
    departamentos: 'departments',
    usuarios: 'users',
    'usuarios-plataforma': 'platform-users',
    piezas: 'parts',
    accesorios: 'accessories',
  },
  export: {
    yes: 'Yes',
    no: 'No',
  },
};
