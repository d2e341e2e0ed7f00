import { useState } from 'react';
import { Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useTranslate } from 'react-admin';

/**
 * Copies a text to the clipboard and says how it went: "Copiado" for a screen reader only, or,
 * when the browser refuses (no permission, no clipboard), a visible line asking to copy by hand.
 */
export const useCopy = () => {
  const translate = useTranslate();
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);
  const copy = async (text: string) => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };
  const status =
    outcome === 'failed' ? (
      <Typography role="status" variant="body2" color="error" sx={{ width: '100%' }}>
        {translate('app.second_factor.copy_failed')}
      </Typography>
    ) : (
      <span role="status" style={visuallyHidden}>
        {outcome === 'copied' ? translate('app.second_factor.copied') : ''}
      </span>
    );
  return { copy, status };
};
