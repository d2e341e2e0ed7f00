/** app.history: a record's history panel (src/common/history), Spanish. */
export default {
  title: 'Historial',
  loading: 'Cargando el historial…',
  empty: 'Este registro todavía no tiene movimientos.',
  error: 'No se pudo cargar el historial: %{error}',
  // Only when a resource did not declare the action's label (resources.<base>.history.<action>).
  action: 'Acción «%{action}»',
  move: '%{from} → %{to}',
  // A move of a named field (resources.<base>.history_field.<field>): "Seguro: Sin estado → Aceptado".
  field_move: '%{field}: %{move}',
  no_state: 'Sin estado',
  reason: 'Motivo: %{reason}',
  // An edit's entry: the fields it changed, by their labels ("Cambios: Nombre, Días").
  changed: 'Cambios: %{fields}',
  system: 'Sistema',
  deleted_user: 'Usuario eliminado',
  shown: '%{shown} de %{total}',
  more: 'Ver más',
};
