/** resources.vehiculos.history: the record history's label per action the server records (es). */
export default {
  create: 'Vehículo registrado',
  accept_request: 'Solicitud aceptada',
  reject_request: 'Solicitud rechazada',
  release: 'Vehículo liberado',
  loan_assigned: 'Asignado a un préstamo',
  loan_released: 'Devuelto de un préstamo',
  // One entry per document, which its move names (historyFields).
  documents: 'Documento actualizado',
  documents_state: 'Estado actualizado por la fecha de vencimiento',
};

/** resources.vehiculos.history_field: what each state field the history moves is (es). */
export const historyFields = {
  status: 'Estado',
  permiso_circulacion_status: 'Permiso de circulación',
  seguro_status: 'Seguro',
  verificacion_status: 'Verificación',
};
