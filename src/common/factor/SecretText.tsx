import { Box, IconButton, TextField, Tooltip } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslate } from 'react-admin';
import { useCopy } from './useCopy';

/** A base32 secret in groups of four, as authenticator apps show keys to type. */
const groupSecret = (secret: string): string => secret.replace(/\s/g, '').replace(/(.{4})(?=.)/g, '$1 ');

export interface SecretTextProps {
  /** The factor's base32 secret. */
  secret: string;
}

/**
 * The secret for typing by hand (no camera, or a screen reader): a read-only field named "Key to
 * type by hand", so it can be selected and read out, wrapping on a phone, with a copy button that
 * copies it without the spaces.
 */
export const SecretText = ({ secret }: SecretTextProps) => {
  const translate = useTranslate();
  const copy = useCopy();
  const copyLabel = translate('app.second_factor.copy_secret');
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <TextField
          label={translate('app.second_factor.secret_label')}
          value={groupSecret(secret)}
          multiline
          fullWidth
          size="small"
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace', letterSpacing: '0.05em' } } }}
        />
        <Tooltip title={copyLabel}>
          <IconButton onClick={() => copy.copy(secret.replace(/\s/g, ''))} aria-label={copyLabel}>
            <ContentCopyIcon />
          </IconButton>
        </Tooltip>
      </Box>
      {copy.status}
    </Box>
  );
};
