/** The fields of both card resources (tarjeta_gasolina, tarjeta_tag: one declaration, the same columns), Spanish. */
export default {
  id: 'ID',
  numero: 'Número',
  proveedor: 'Proveedor',
  status: 'Estatus',
  prestamo: 'Préstamo',
  vencimiento: 'Vencimiento',
  created_at: 'Creada',
  updated_at: 'Actualizada',
};

/** resources.<card>.screen: the card screens' own words, the same for both kinds. */
export const cardScreen = {
  available: 'Disponible',
  not_on_loan: 'Sin préstamo',
  on_loan: 'Préstamo #%{id}',
  expires: 'Vence el %{date}',
  expires_from: 'Vence desde',
  expires_to: 'Vence hasta',
  expires_order: 'La fecha final no puede ser anterior a la inicial.',
};
