/** The fields of both card resources (tarjeta_gasolina, tarjeta_tag: one declaration, the same columns), Spanish. */
export default {
  id: 'ID',
  numero: 'Número',
  proveedor: 'Proveedor',
  status: 'Estatus',
  prestamo: 'Préstamo',
  created_at: 'Creada',
  updated_at: 'Actualizada',
};
