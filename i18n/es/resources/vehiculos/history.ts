/** resources.vehiculos.history: the record history's label per action the server records (es). */
export default {
  accept_request: 'Solicitud aceptada',
  reject_request: 'Solicitud rechazada',
  release: 'Vehículo liberado',
  loan_assigned: 'Asignado a un préstamo',
  loan_released: 'Devuelto de un préstamo',
  documents: 'Documentos actualizados',
  documents_state: 'Estado actualizado por la fecha de vencimiento',
};
