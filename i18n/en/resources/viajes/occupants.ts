/** resources.detalle_viaje: the words of a trip's occupants on the screens (English); detalle_viaje.ts spreads them. */
export default {
  choices: {
    status: {
      '0': 'Not boarded',
      '1': 'Boarded',
      '2': 'Finalized',
      '3': 'Cancelled by the driver',
      '4': 'Cancelled by the user',
      '5': 'Not present',
    },
  },
  empty: 'No occupants yet.',
  notifications: {
    exported: 'Occupants exported',
    export_error: 'The occupants could not be exported: %{error}',
  },
};
