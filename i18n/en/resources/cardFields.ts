/** The fields of both card resources (tarjeta_gasolina, tarjeta_tag: one declaration, the same columns), English. */
export default {
  id: 'ID',
  numero: 'Number',
  proveedor: 'Provider',
  status: 'Status',
  prestamo: 'Loan',
  vencimiento: 'Expiry date',
  created_at: 'Created',
  updated_at: 'Updated',
};

/** resources.<card>.screen: the card screens' own words, the same for both kinds. */
export const cardScreen = {
  available: 'Available',
  not_on_loan: 'Not on a loan',
  on_loan: 'Loan #%{id}',
  expires: 'Expires on %{date}',
  expires_from: 'Expires from',
  expires_to: 'Expires until',
  expires_order: 'The end date cannot be before the start date.',
};
