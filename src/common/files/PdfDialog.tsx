import { Box, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, useTranslate } from 'react-admin';

export interface PdfDialogProps {
  /** An object URL of the PDF (files need the token, so they come as blobs). */
  url: string;
  title: string;
  filename: string;
  onClose: () => void;
}

/** A PDF shown by the browser's own viewer, with a download link for browsers without one. */
export const PdfDialog = ({ url, title, filename, onClose }: PdfDialogProps) => {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="pdf-title">
      <DialogTitle id="pdf-title">{title}</DialogTitle>
      <DialogContent>
        <Box component="object" data={url} type="application/pdf" aria-label={title} sx={{ width: '100%', height: '75vh', border: 0 }}>
          <p>
            {translate('app.files.no_pdf_viewer')}{' '}
            <a href={url} download={filename}>
              {translate('app.files.download')}
            </a>
          </p>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button label="app.files.download" href={url} download={filename} component="a">
          <DownloadIcon />
        </Button>
        <Button label="ra.action.close" onClick={onClose} />
      </DialogActions>
    </Dialog>
  );
};
