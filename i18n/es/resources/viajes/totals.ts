/** resources.viajes.totals: the words /viajes/conductores and /viajes/ocupantes share, and a passenger's rides (Spanish). */
export default {
  month: 'Mes',
  from: 'Desde',
  to: 'Hasta',
  order: 'La fecha final no puede ser anterior a la inicial.',
  period_month: 'Periodo: del %{from} al %{to}',
  period_range: 'Periodo: del %{from} al %{to} (rango elegido)',
  card: {
    trips: '%{count} viaje · %{km} km · %{points} puntos |||| %{count} viajes · %{km} km · %{points} puntos',
    rides: '%{count} viaje · %{km} km · %{points} puntos |||| %{count} viajes · %{km} km · %{points} puntos',
  },
  rides: {
    title: 'Viajes de %{name}',
    back: 'Volver a los totales',
  },
};
