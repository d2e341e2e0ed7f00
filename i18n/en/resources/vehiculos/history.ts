/** resources.vehiculos.history: the record history's label per action the server records (en). */
export default {
  accept_request: 'Request accepted',
  reject_request: 'Request refused',
  release: 'Vehicle released',
  loan_assigned: 'Assigned to a loan',
  loan_released: 'Returned from a loan',
  documents: 'Documents updated',
  documents_state: 'State updated by the expiry date',
};
