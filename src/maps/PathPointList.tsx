import { memo } from 'react';
import { IconButton, List, ListItem, ListItemText } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import OpenWithIcon from '@mui/icons-material/OpenWith';
import { useTranslate } from 'react-admin';
import type { LatLng } from '../../domain/geo';

export interface PathPointListProps {
  points: readonly LatLng[];
  moving: number | null;
  onRemove: (index: number) => void;
  onToggleMoving: (index: number) => void;
  /** The list's accessible name. */
  label: string;
}

const Row = memo(function Row({ index, point, moving, onRemove, onToggleMoving }: { index: number; point: LatLng; moving: boolean } & Pick<PathPointListProps, 'onRemove' | 'onToggleMoving'>) {
  const translate = useTranslate();
  const number = index + 1;
  return (
    <ListItem
      dense
      divider
      sx={moving ? { bgcolor: 'action.selected' } : undefined}
      secondaryAction={
        <>
          <IconButton
            size="small"
            aria-pressed={moving}
            aria-label={translate('app.maps.editor.move_point', { number })}
            title={translate('app.maps.editor.move_point', { number })}
            onClick={() => onToggleMoving(index)}
          >
            <OpenWithIcon fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            edge="end"
            aria-label={translate('app.maps.editor.remove_point', { number })}
            title={translate('app.maps.editor.remove_point', { number })}
            onClick={() => onRemove(index)}
          >
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </>
      }
    >
      <ListItemText
        primary={translate('app.maps.editor.point', { number })}
        secondary={`${point.lat.toFixed(5)}, ${point.lng.toFixed(5)}`}
        slotProps={{ secondary: { sx: { fontVariantNumeric: 'tabular-nums' } } }}
      />
    </ListItem>
  );
});

/**
 * The path's points in order, each with its move and remove buttons: what the map does with a
 * pointer, done from the keyboard. Scrolls within its box (a path has up to a thousand points).
 */
export const PathPointList = ({ points, moving, onRemove, onToggleMoving, label }: PathPointListProps) => (
  <List aria-label={label} sx={{ maxHeight: 240, overflowY: 'auto', width: '100%', border: 1, borderColor: 'divider', borderRadius: 1, py: 0 }}>
    {points.map((point, index) => (
      <Row key={index} index={index} point={point} moving={moving === index} onRemove={onRemove} onToggleMoving={onToggleMoving} />
    ))}
  </List>
);
