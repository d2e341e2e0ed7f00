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
