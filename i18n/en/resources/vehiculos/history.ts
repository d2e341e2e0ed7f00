/** resources.vehiculos.history: the record history's label per action the server records (en). */
export default {
  create: 'Vehicle registered',
  accept_request: 'Request accepted',
  reject_request: 'Request refused',
  release: 'Vehicle released',
  loan_assigned: 'Assigned to a loan',
  loan_released: 'Returned from a loan',
  // One entry per document, which its move names (historyFields).
  documents: 'Document updated',
  documents_state: 'State updated by the expiry date',
};

/** resources.vehiculos.history_field: what each state field the history moves is (en). */
export const historyFields = {
  status: 'Status',
  permiso_circulacion_status: 'Road permit',
  seguro_status: 'Insurance',
  verificacion_status: 'Emissions check',
};
