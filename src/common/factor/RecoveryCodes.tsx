import { useEffect, useRef, useState } from 'react';
import { Box, Button, Checkbox, FormControlLabel, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslate } from 'react-admin';
import { formatRecoveryCode, normaliseRecoveryCode } from '../../../domain/secondFactor';
import { downloadBlob } from '../downloadBlob';
import { useCopy } from './useCopy';

export interface RecoveryCodesProps {
  /** The ten codes, shown this once. */
  codes: string[];
  /** The account's email, named in the downloaded file. */
  email: string;
  /** Runs once the person says the codes are kept. */
  onContinue: () => void;
  busy?: boolean;
}

/**
 * The recovery codes shown once: a list to copy or download, and Continue only after the person
 * ticks that they kept them. The title takes the focus, so a screen reader starts at it.
 */
export const RecoveryCodes = ({ codes, email, onContinue, busy = false }: RecoveryCodesProps) => {
  const translate = useTranslate();
  const [saved, setSaved] = useState(false);
  const copy = useCopy();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const shown = codes.map((code) => formatRecoveryCode(normaliseRecoveryCode(code) ?? code));
  const download = () => {
    const text = [translate('app.second_factor.codes_file_heading', { email }), '', ...shown, ''].join('\n');
    downloadBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), translate('app.second_factor.codes_file_name'));
  };
  return (
    <Box>
      <Typography variant="h6" component="h2" ref={heading} tabIndex={-1} gutterBottom sx={{ outline: 'none' }}>
        {translate('app.second_factor.codes_title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('app.second_factor.codes_help')}
      </Typography>
      <Box
        component="ol"
        aria-label={translate('app.second_factor.codes_list')}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1, listStyle: 'none', p: 2, my: 2, bgcolor: 'action.hover', borderRadius: 1, fontFamily: 'monospace', fontSize: '1rem', textAlign: 'center' }}
      >
        {shown.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => copy.copy(shown.join('\n'))}>
          {translate('app.second_factor.copy_codes')}
        </Button>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download}>
          {translate('app.second_factor.download_codes')}
        </Button>
        {copy.status}
      </Box>
      <FormControlLabel
        sx={{ mt: 2, display: 'flex' }}
        control={<Checkbox checked={saved} onChange={(event) => setSaved(event.target.checked)} />}
        label={translate('app.second_factor.codes_saved')}
      />
      <Button variant="contained" fullWidth disabled={!saved || busy} onClick={onContinue} sx={{ mt: 1 }}>
        {translate('app.second_factor.continue')}
      </Button>
    </Box>
  );
};
