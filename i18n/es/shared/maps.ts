/** app.maps: the map kit (src/maps/), Spanish. */
export default {
  map: 'Mapa',
  loading: 'Cargando el mapa…',
  zoom_in: 'Acercar',
  zoom_out: 'Alejar',
  editor: {
    hint: 'Haga clic en el mapa para añadir un punto al final o sobre la línea para intercalarlo; arrastre un punto para moverlo.',
    placing: 'Haga clic en el mapa para colocar el punto %{number}, o pulse Esc para dejarlo donde está.',
    point: 'Punto %{number}',
    points: 'Puntos del trazo',
    move_point: 'Mover el punto %{number}',
    remove_point: 'Quitar el punto %{number}',
    add_at_center: 'Añadir punto en el centro',
    place_at_center: 'Colocar el punto %{number} en el centro',
    undo: 'Deshacer',
    summary: '%{smart_count} punto · %{km} km |||| %{smart_count} puntos · %{km} km',
    full: 'El trazo ya tiene el máximo de %{count} puntos.',
  },
};
