import { useId, useLayoutEffect, useRef, type ReactElement } from 'react';
import { Box } from '@mui/material';
import { useFormContext, useFormState } from 'react-hook-form';
import { FileField, FileInput, ImageField, ImageInput, useLocaleState, useTranslate, useTranslateLabel, type Validator } from 'react-admin';
import { chooseFile } from '../validators';
import { acceptAttribute, fitsPolicy, typeNames, type FilePolicy } from './filePolicy';
import { dropZoneLook } from './dropZoneLook';

export interface PolicyFileInputProps {
  source: string;
  resource?: string;
  label?: string;
  policy: FilePolicy;
  /** An image input, with a thumbnail of the picked file. */
  image?: boolean;
  required?: boolean;
  /** i18n key of a sentence added after the types and size. */
  help?: string;
  /** Checks besides `required` and the policy's (a file for a typed date). */
  validate?: Validator[];
  /** How a picked file shows; a thumbnail (image) or the file's name by default. */
  preview?: ReactElement;
}

/**
 * A file input that says which types and size it takes and refuses any other file before the
 * form is sent, with the app's message in the interface language. The picker offers only
 * those types; a dropped or otherwise chosen file is checked by the validator (the dropzone's
 * own refusal would drop it silently).
 *
 * react-admin's drop zone is an unnamed focusable box over an unlabelled file input, and only its
 * helper text turns red on an error. Here the keyboard reaches the file input itself, named by
 * the field's label, described by the helper text (the help, or the error in its place) and
 * invalid with it; the zone shows its focus and the error's colour (dropZoneLook).
 */
export const PolicyFileInput = ({ source, resource, label, policy, image = false, required = false, help, validate = [], preview }: PolicyFileInputProps) => {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const [locale] = useLocaleState();
  const { getFieldState } = useFormContext();
  const { invalid } = getFieldState(source, useFormState({ name: source }));
  const id = useId();
  const helpId = `${id}-help`;
  const box = useRef<HTMLDivElement>(null);
  // react-admin draws the helper text with no id to point at; it keeps the element as its text changes.
  useLayoutEffect(() => {
    box.current?.querySelector('.MuiFormHelperText-root')?.setAttribute('id', helpId);
  });
  const Input = image ? ImageInput : FileInput;
  const helperText = [translate('app.files.help', { types: typeNames(policy, locale), count: policy.maxMb }), help && translate(help)]
    .filter(Boolean)
    .join(' ');
  return (
    <Box ref={box} sx={dropZoneLook(invalid)}>
      <Input
        id={id}
        source={source}
        resource={resource}
        label={label}
        validate={[...(required ? [chooseFile()] : []), ...validate, fitsPolicy(policy, locale)]}
        options={{ noKeyboard: true }}
        inputProps={{
          accept: acceptAttribute(policy),
          tabIndex: 0,
          'aria-label': translateLabel({ label, source, resource }),
          'aria-describedby': helpId,
          'aria-invalid': invalid,
          'aria-required': required,
        }}
        helperText={helperText}
        placeholder={<p>{translate(image ? 'app.files.image_placeholder' : 'app.files.placeholder')}</p>}
      >
        {preview ?? (image ? <ImageField source="src" title="title" /> : <FileField source="src" title="title" />)}
      </Input>
    </Box>
  );
};
