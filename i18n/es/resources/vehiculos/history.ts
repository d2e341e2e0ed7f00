/** resources.vehiculos.history: the record history's label per action the server records (es). */
export default {
  accept_request: 'Solicitud aceptada',
  reject_request: 'Solicitud rechazada',
  release: 'Vehículo liberado',
  documents: 'Documentos actualizados',
  documents_state: 'Estado actualizado por la fecha de vencimiento',
};
