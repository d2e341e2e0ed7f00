import { plantas, prestamos, usuarios, vehiculos } from '../../db/schema';
import { defineResource } from '../../kit/define';
import { auditReads, auditTransitions } from './loanAudits';
import { announceLoanRequest, prepareLoan, protectLoans, validateLoan } from './loanRules';
import { loanInput } from './loanSchema';
import { loanTransitions } from './loanTransitions';

/** `prestamos/`: fleet loans (SPEC §3 Loan, §4, §7 Loans; DOMAIN §2 transitions, §5 Loans). */
export const loans = defineResource({
  base: 'prestamos',
  table: prestamos,
  input: loanInput,
  readOnly: [
    'status', 'vehiculo', 'tarjeta_gasolina', 'tarjeta_tag', 'auditoria_inicial', 'auditoria_final', 'motivo_de_rechazo', 'motivo_cancelacion',
  ],
  prepare: prepareLoan,
  validate: validateLoan,
  protect: protectLoans,
  // DOMAIN §5: a new request is announced to administrators and HR (notification 1).
  afterCreate: announceLoanRequest,
  references: {
    // The full name the screens show: sorted by first name, then last name.
    usuario: { resource: 'usuarios', table: usuarios, label: ['name', 'last_name'] },
    planta: { resource: 'plantas', table: plantas, label: 'name' },
    vehiculo: { resource: 'vehiculos', table: vehiculos, label: 'matricula' },
  },
  filters: { id: 'integer', status: 'integer', fecha_salida: 'date', fecha_regreso: 'date', created_at: 'date' },
  search: ['destino', 'motivo'],
  ordering: ['id', 'usuario', 'planta', 'fecha_salida', 'fecha_regreso', 'status', 'vehiculo', 'created_at', 'updated_at'],
  defaultOrdering: '-fecha_salida',
  exportColumns: [
    { field: 'id' },
    // The borrower's full name (the reference's label), as the screens show it.
    { field: 'usuario' },
    { field: 'planta' },
    { field: 'destino' },
    { field: 'motivo' },
    { field: 'fecha_salida' },
    { field: 'fecha_regreso' },
    { field: 'status', choices: 'choices.loan_status' },
    { field: 'vehiculo' },
    { field: 'created_at' },
  ],
  // No bulk status: every move is a DOMAIN §2 transition with its checks.
  transitions: [...loanTransitions(), ...auditTransitions()],
  actions: [...auditReads()],
  // DOMAIN §5: the record page shows the loan's transitions as a timeline.
  embedHistory: 50,
});

