/** resources.viajes.totals: the words /viajes/conductores and /viajes/ocupantes share, and a passenger's rides (English). */
export default {
  month: 'Month',
  from: 'From',
  to: 'To',
  order: 'The end date cannot be before the start date.',
  period_month: 'Period: %{from} to %{to}',
  period_range: 'Period: %{from} to %{to} (chosen range)',
  card: {
    trips: '%{count} trip · %{km} km · %{points} points |||| %{count} trips · %{km} km · %{points} points',
    rides: '%{count} ride · %{km} km · %{points} points |||| %{count} rides · %{km} km · %{points} points',
  },
  rides: {
    title: 'Rides of %{name}',
    back: 'Back to the totals',
  },
};
