/** resources.vehiculos.list: words of the vehicle list screen (es). */
export default {
  photo: 'Foto',
  no_photo: 'Sin foto',
  brand_model: 'Marca y modelo',
  no_documents: 'Sin documentos',
  tabs: {
    label: 'Vistas de vehículos',
    pending: 'Solicitudes pendientes',
    lendable: 'Disponibles para préstamo',
    all: 'Todos',
    // On a phone the three share its width.
    short: { pending: 'Pendientes', lendable: 'Disponibles', all: 'Todos' },
  },
  filters: {
    year_from: 'Año desde',
    year_to: 'Año hasta',
    year_order: 'Debe ser igual o posterior al año inicial.',
  },
  bulk: {
    release: 'Liberar',
    activate: 'Activar',
    deactivate: 'Desactivar',
  },
  // %{target} is resources.vehiculos.confirm: "este vehículo", "estos 3 vehículos", "el vehículo ABC-123".
  confirm: {
    release: '¿Liberar %{target}?',
    release_content: 'Dejará de estar ocupado y quedará activo. |||| Dejarán de estar ocupados y quedarán activos.',
    activate: '¿Activar %{target}?',
    activate_content: 'Volverá a estar disponible en la aplicación. |||| Volverán a estar disponibles en la aplicación.',
    deactivate: '¿Desactivar %{target}?',
    deactivate_content: 'Se podrá volver a activar después. |||| Se podrán volver a activar después.',
  },
};
