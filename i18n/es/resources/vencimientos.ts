/** resources.vencimientos: the expiry centre, what expires within 30 days or has expired (Spanish). */
export default {
  name: 'Vencimiento |||| Vencimientos',
  fields: {
    id: 'ID',
    kind: 'Documento',
    record: 'Registro',
    name: 'Titular',
    owner_name: 'Propietario',
    planta: 'Planta',
    vencimiento: 'Vencimiento',
    days_left: 'Días restantes',
    status: 'Estado',
  },
  // domain/expiry.ts EXPIRY_KINDS.
  kinds: {
    permiso_circulacion: 'Permiso de circulación',
    seguro: 'Seguro',
    verificacion: 'Verificación',
    licencia: 'Licencia de conducir',
    tarjeta_gasolina: 'Tarjeta de gasolina',
    tarjeta_tag: 'Tarjeta TAG',
  },
  // The centre's screen: days left in words, its two states, filters, empty state, export toasts.
  days_left: {
    left: 'Falta %{smart_count} día |||| Faltan %{smart_count} días',
    today: 'Vence hoy',
    ago: 'Venció hace %{smart_count} día |||| Venció hace %{smart_count} días',
  },
  choices: { status: { '3': 'Por vencer', '4': 'Vencido' } },
  list: {
    filters: {
      kind: 'Documento',
      status: 'Estado',
      from: 'Vence desde',
      to: 'Vence hasta',
      order: 'La fecha final no puede ser anterior a la inicial.',
    },
  },
  empty: 'Nada vence en los próximos 30 días y no hay nada vencido.',
  notifications: {
    exported: 'Vencimientos exportados',
    export_error: 'No se pudieron exportar los vencimientos: %{error}',
  },
  api: { file: 'vencimientos' },
};
