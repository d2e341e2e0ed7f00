import type { SxProps, Theme } from '@mui/material/styles';

/**
 * The drop zone's edge: a dashed grey one a person can tell from the page (3:1 or more, WCAG
 * 1.4.11), solid in the error colour while the field is at fault, and an outline while the
 * keyboard is on its file input (PolicyFileInput moves the focus there).
 */
export const dropZoneLook = (invalid: boolean): SxProps<Theme> => ({
  '& .RaFileInput-dropZone': {
    border: '2px dashed',
    borderColor: invalid ? 'error.main' : 'grey.600',
    borderStyle: invalid ? 'solid' : 'dashed',
    '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
  },
});
