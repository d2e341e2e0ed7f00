import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, IconButton, Stack, Typography } from '@mui/material';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { InputHelperText, TextInput, useLocaleState, useTranslate } from 'react-admin';
import { useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { FILE_TYPES, IMAGE_KINDS, MAX_FILE_MB } from '../../../../domain/files';
import { INCIDENT_MAX_PHOTOS, LOAN_TEXT } from '../../../../domain/loans';
import { acceptAttribute, checkFile, type FilePolicy } from '../../../common/files/filePolicy';
import { maxChars } from '../../../common/validators';
import type { IncidentValues } from './incidentForm';

const T = 'resources.prestamos.actions.incident';
/** The server's image kinds and default size for incident photos. */
export const INCIDENT_PHOTO_POLICY: FilePolicy = { types: IMAGE_KINDS.map((kind) => FILE_TYPES[kind].mime), maxMb: MAX_FILE_MB };

/** An object URL for a picked photo, revoked when the row goes away. */
const Preview = ({ file, alt }: { file: File; alt: string }) => {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url ? <Box component="img" src={url} alt={alt} sx={{ width: 96, height: 72, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }} /> : null;
};

/** A server error on the photo itself (its type), under it. */
const PhotoError = ({ index }: { index: number }) => {
  const { errors } = useFormState<IncidentValues>();
  const error = errors.photos?.[index]?.file?.message;
  return error ? (
    <Typography variant="caption" color="error" role="alert">
      <InputHelperText error={error} />
    </Typography>
  ) : null;
};

/**
 * Up to INCIDENT_MAX_PHOTOS photos, from the files or the camera, each with a preview and a
 * comment; files that are not an accepted image, or too big, are refused before sending.
 */
export const IncidentPhotos = () => {
  const translate = useTranslate();
  const [locale = 'es'] = useLocaleState();
  const { control, trigger } = useFormContext<IncidentValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'photos' });
  const [refused, setRefused] = useState<string[]>([]);
  const files = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const full = fields.length >= INCIDENT_MAX_PHOTOS;

  const add = (picked: FileList | null) => {
    const notes: string[] = [];
    let room = INCIDENT_MAX_PHOTOS - fields.length;
    for (const file of Array.from(picked ?? [])) {
      const problem = checkFile(file, INCIDENT_PHOTO_POLICY, locale);
      if (problem) notes.push(`${file.name}: ${translate(problem.message, problem.args)}`);
      else if (room <= 0) notes.push(translate(`${T}.too_many`, { max: INCIDENT_MAX_PHOTOS, name: file.name }));
      else {
        append({ file, comentario: '' });
        room -= 1;
      }
    }
    setRefused(notes);
    // The "description or photo" rule lives on the description: a photo may satisfy it now.
    void trigger('descripcion');
  };

  const picker = (ref: typeof files, capture: boolean) => (
    <input
      ref={ref}
      type="file"
      hidden
      multiple={!capture}
      accept={`image/*,${acceptAttribute(INCIDENT_PHOTO_POLICY)}`}
      {...(capture ? { capture: 'environment' } : {})}
      aria-label={translate(capture ? `${T}.camera` : `${T}.add_photos`)}
      onChange={(event) => {
        add(event.target.files);
        event.target.value = '';
      }}
    />
  );

  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2">{translate(`${T}.photos`, { count: fields.length, max: INCIDENT_MAX_PHOTOS })}</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 1 }}>
        {picker(files, false)}
        {picker(camera, true)}
        <Button variant="outlined" size="small" startIcon={<AddPhotoAlternateIcon />} disabled={full} onClick={() => files.current?.click()}>
          {translate(`${T}.add_photos`)}
        </Button>
        <Button variant="outlined" size="small" startIcon={<PhotoCameraIcon />} disabled={full} onClick={() => camera.current?.click()}>
          {translate(`${T}.camera`)}
        </Button>
      </Stack>
      {refused.length > 0 && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {refused.map((note) => (
            <div key={note}>{note}</div>
          ))}
        </Alert>
      )}
      {fields.map((photo, index) => (
        <Stack key={photo.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start', mb: 1, minWidth: 0 }}>
          <Box>
            <Preview file={photo.file} alt={translate(`${T}.photo_alt`, { n: index + 1 })} />
            <PhotoError index={index} />
          </Box>
          <TextInput
            source={`photos.${index}.comentario`}
            label={translate(`${T}.comment`, { n: index + 1 })}
            validate={maxChars(LOAN_TEXT.comentario)}
            multiline
            sx={{ flex: 1, minWidth: 0 }}
          />
          <IconButton
            aria-label={translate(`${T}.remove_photo`, { n: index + 1 })}
            onClick={() => {
              remove(index);
              void trigger('descripcion');
            }}
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Stack>
      ))}
    </Box>
  );
};
