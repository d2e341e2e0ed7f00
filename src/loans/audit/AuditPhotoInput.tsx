import { useEffect, useId, useRef, useState } from 'react';
import { Box, Button, Stack } from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslate } from 'react-admin';
import { useController } from 'react-hook-form';

/** An object URL for the picked photo, revoked when it changes or the row goes away. */
const usePreview = (file: unknown) => {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!(file instanceof File)) return;
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(undefined);
    };
  }, [file]);
  return url;
};

/**
 * An item's photo: a button opening the picker, which on phones offers the camera as well as the
 * files (no `capture`: it would allow the camera only), a preview once picked, and replace or
 * remove. The file stays in the form until sent.
 */
export const AuditPhotoInput = ({ name, itemName, describedBy }: { name: string; itemName: string; describedBy?: string }) => {
  const translate = useTranslate();
  const { field } = useController({ name });
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const preview = usePreview(field.value);
  const label = translate('resources.prestamos.audit.fields.imagen');
  return (
    // data-field: where a refused send brings the focus for this photo (its picker button).
    <Stack direction="row" spacing={1} useFlexGap data-field={name} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="image/*"
        hidden
        aria-label={`${label}: ${itemName}`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) field.onChange(file);
          // Picking the same file again after removing it must fire a change.
          event.target.value = '';
        }}
      />
      {preview && (
        <Box
          component="img"
          src={preview}
          alt={translate('resources.prestamos.audit.photo.alt', { name: itemName })}
          sx={{ width: 96, height: 72, objectFit: 'cover', borderRadius: 1, display: 'block' }}
        />
      )}
      <Button
        variant="outlined"
        size="small"
        startIcon={<PhotoCameraIcon />}
        onClick={() => input.current?.click()}
        onBlur={field.onBlur}
        aria-describedby={describedBy}
        aria-label={`${translate(preview ? 'resources.prestamos.audit.photo.replace' : 'resources.prestamos.audit.photo.take')}: ${itemName}`}
      >
        {translate(preview ? 'resources.prestamos.audit.photo.replace' : 'resources.prestamos.audit.photo.take')}
      </Button>
      {preview && (
        <Button
          size="small"
          color="inherit"
          startIcon={<DeleteOutlineIcon />}
          onClick={() => field.onChange(null)}
          aria-label={`${translate('resources.prestamos.audit.photo.remove')}: ${itemName}`}
        >
          {translate('resources.prestamos.audit.photo.remove')}
        </Button>
      )}
    </Stack>
  );
};
