import { render } from '@testing-library/react';
import type L from 'leaflet';
import { MapContainer, useMap } from 'react-leaflet';
import { FitBounds } from './FitBounds';

const ROUTE = [
  { lat: 25.4232, lng: -101.0053 },
  { lat: 25.4383, lng: -100.9737 },
];

/** A map fitted to ROUTE, its leaflet map handed out to the test. */
function renderFitted() {
  let map: L.Map | undefined;
  const Grab = () => {
    map = useMap();
    return null;
  };
  render(
    <MapContainer center={[23, -102]} zoom={5} style={{ height: 300, width: 400 }}>
      <Grab />
      <FitBounds points={ROUTE} fitKey="route" />
    </MapContainer>,
  );
  return map!;
}

describe('FitBounds', () => {
  it("fits again when the map's box changes size, until the person moves the map", () => {
    const map = renderFitted();
    const fits = vi.spyOn(map, 'fitBounds');
    map.fire('resize');
    expect(fits).toHaveBeenCalledTimes(1);
    map.fire('dragstart');
    map.fire('resize');
    expect(fits).toHaveBeenCalledTimes(1);
  });

  it('a zoom with the wheel is the person moving the map too', () => {
    const map = renderFitted();
    const fits = vi.spyOn(map, 'fitBounds');
    map.getContainer().dispatchEvent(new WheelEvent('wheel', { bubbles: true }));
    map.fire('resize');
    expect(fits).not.toHaveBeenCalled();
  });
});
