/** app.maps: the map kit (src/maps/), English. */
export default {
  map: 'Map',
  loading: 'Loading the map…',
  zoom_in: 'Zoom in',
  zoom_out: 'Zoom out',
  editor: {
    hint: 'Click the map to add a point at the end, or the line to insert one there; drag a point to move it.',
    placing: 'Click the map to place point %{number}, or press Esc to leave it where it is.',
    point: 'Point %{number}',
    points: 'Points of the path',
    move_point: 'Move point %{number}',
    remove_point: 'Remove point %{number}',
    add_at_center: 'Add a point at the centre',
    place_at_center: 'Place point %{number} at the centre',
    undo: 'Undo',
    summary: '%{smart_count} point · %{km} km |||| %{smart_count} points · %{km} km',
    full: 'The path already has the maximum of %{count} points.',
  },
};
