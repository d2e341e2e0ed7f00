import { ACTIVE_STATUS_VALUES } from '../../../domain/status';
import { departamentos, plantas, usuarios } from '../../db/schema';
import { defineResource, type ExportColumn, type ResourceDeclaration } from '../../kit/define';
import { restrictionFor } from '../../kit/restrictions';
import { userActions, userTransitions } from './userActions';
import { userSecurityActions } from './userSecurity';
import { protectAccounts } from './accountSafety';
import { USER_FILES } from './userFiles';
import { importActions } from './userImport';
import { userInput, userOutput, validateUser } from './userSchema';

/** Shown on `usuarios/` but changed only by their own calls (files, licence, points, platform). */
const READ_ONLY = ['plataforma', 'groups', 'puntos', 'imagen', 'licencia', 'vencimiento', 'licencia_status', 'last_login'];

export const USER_EXPORT_COLUMNS: ExportColumn[] = [
  { field: 'id' },
  { field: 'no_worker' },
  { field: 'name' },
  { field: 'last_name' },
  { field: 'email' },
  { field: 'telephone' },
  { field: 'department' },
  { field: 'planta' },
  { field: 'role', choices: 'choices.user_role' },
  { field: 'status', choices: 'choices.active_status' },
  { field: 'state' },
  { field: 'city' },
  { field: 'address' },
  { field: 'postal_code' },
  { field: 'plataforma' },
  { field: 'puntos' },
  { field: 'vencimiento', dateOnly: true },
  { field: 'licencia_status', choices: 'choices.document_status' },
  { field: 'created_at' },
];

/** What `usuarios/` and `usuarios/plataforma/` share: the table, its lists, its answers. */
export const userResource = {
  table: usuarios,
  hidden: ['password', 'token_version'],
  output: userOutput,
  // Exported and sorted by name; a department or plant in use by a user cannot be deleted.
  references: {
    department: { resource: 'departamentos', table: departamentos, label: 'name' },
    planta: { resource: 'plantas', table: plantas, label: 'name' },
  },
  // department and planta are filters too, as declared references (server/kit/query.ts filtersOf).
  filters: {
    id: 'integer',
    role: 'integer',
    status: 'integer',
    licencia_status: 'integer',
    plataforma: 'boolean',
    vencimiento: 'date',
    created_at: 'date',
  },
  search: ['name', 'last_name', 'email', 'no_worker', 'telephone'],
  // Every column of the list screen can be sorted; each has an index (server/db/schema.ts).
  ordering: [
    'id', 'name', 'last_name', 'email', 'telephone', 'department', 'planta', 'role', 'status', 'no_worker', 'plataforma',
    'puntos', 'licencia_status', 'vencimiento', 'last_login', 'created_at', 'updated_at',
  ],
  defaultOrdering: 'name',
  status: { field: 'status', values: ACTIVE_STATUS_VALUES },
  validate: validateUser,
  // Nobody disables, deletes or strips their own account; the last active admin stays.
  protect: protectAccounts,
  labels: 'usuarios',
  // Served by usuarios/; a platform user's delete removes them too.
  files: USER_FILES,
} satisfies Partial<ResourceDeclaration>;

/** `usuarios/`: the company's staff (SPEC §3 User); platform staff are written by admins only. */
export const users = defineResource({
  ...userResource,
  base: 'usuarios',
  input: userInput,
  readOnly: READ_ONLY,
  exportColumns: USER_EXPORT_COLUMNS,
  // DOMAIN §1: managing platform users is an admin's; rh must not edit, disable or delete an
  // administrator (or take over their email) through usuarios/.
  restrict: restrictionFor('usuarios', usuarios),
  actions: [...userActions(), ...userSecurityActions(), ...importActions()],
  transitions: userTransitions(),
});
