/** resources.detalle_viaje: the words of a trip's occupants on the screens (Spanish); detalle_viaje.ts spreads them. */
export default {
  choices: {
    status: {
      '0': 'Por abordar',
      '1': 'A bordo',
      '2': 'Finalizado',
      '3': 'Cancelado por el conductor',
      '4': 'Cancelado por el usuario',
      '5': 'No se presentó',
    },
  },
  empty: 'Aún no hay ocupantes.',
  notifications: {
    exported: 'Ocupantes exportados',
    export_error: 'No se pudieron exportar los ocupantes: %{error}',
  },
};
