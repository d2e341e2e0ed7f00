import { useMemo } from 'react';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';

/** An SVG's text as a data: URL (UTF-8 safe; the CSP allows data: images). */
const svgDataUrl = (svg: string): string => {
  let binary = '';
  for (const byte of new TextEncoder().encode(svg)) binary += String.fromCharCode(byte);
  return `data:image/svg+xml;base64,${btoa(binary)}`;
};

export interface QrImageProps {
  /** The server's `qr_svg` (an otpauth:// URL drawn as a QR code). */
  svg: string;
}

/**
 * The factor's QR code as an image rather than inline markup, so no server-made SVG enters the
 * page's DOM; encoded once per code, not on every drawing. On white in both themes, since
 * authenticator apps read dark squares on light.
 */
export const QrImage = ({ svg }: QrImageProps) => {
  const translate = useTranslate();
  const src = useMemo(() => svgDataUrl(svg), [svg]);
  return (
    <Box
      component="img"
      src={src}
      alt={translate('app.second_factor.qr_alt')}
      sx={{ display: 'block', width: 200, maxWidth: '100%', height: 'auto', aspectRatio: '1', mx: 'auto', p: 1, bgcolor: '#fff', borderRadius: 1 }}
    />
  );
};
