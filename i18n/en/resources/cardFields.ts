/** The fields of both card resources (tarjeta_gasolina, tarjeta_tag: one declaration, the same columns), English. */
export default {
  id: 'ID',
  numero: 'Number',
  proveedor: 'Provider',
  status: 'Status',
  prestamo: 'Loan',
  created_at: 'Created',
  updated_at: 'Updated',
};

/** resources.<card>.screen: the card screens' own words, the same for both kinds. */
export const cardScreen = {
  available: 'Available',
  not_on_loan: 'Not on a loan',
  on_loan: 'Loan #%{id}',
};
