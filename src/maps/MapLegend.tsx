import { Box, Stack, Typography } from '@mui/material';
import { pathColor } from './markerStyle';
import type { MapPath } from './types';

/** The labelled lines of a map by name beside their colour, so that telling them apart needs no hovering. */
export const MapLegend = ({ paths }: { paths: readonly MapPath[] }) => {
  const named = paths.map((path, index) => ({ path, color: pathColor(index, path.color) })).filter(({ path }) => path.label);
  if (named.length === 0) return null;
  return (
    <Stack component="ul" direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, listStyle: 'none', p: 0, m: 0, mt: 1 }}>
      {named.map(({ path, color }) => (
        <Stack component="li" key={path.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box aria-hidden sx={{ width: 20, height: 4, bgcolor: color, borderRadius: 1, flexShrink: 0 }} />
          <Typography variant="body2">{path.label}</Typography>
        </Stack>
      ))}
    </Stack>
  );
};
