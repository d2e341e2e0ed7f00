import type { ReactElement } from 'react';
import { FileInput, ImageInput, useLocaleState, useTranslate, type Validator } from 'react-admin';
import { acceptAttribute, fitsPolicy, typeNames, type FilePolicy } from '../../common/files';

export interface FilePickerProps {
  source: string;
  label: string;
  policy: FilePolicy;
  image?: boolean;
  /** Checks besides the policy's (a required photo, a file for a typed date). */
  validate?: Validator[];
  /** i18n key of a sentence after the types and size. */
  help?: string;
  /** How a picked file shows (a thumbnail, a file name). */
  preview: ReactElement;
}

/**
 * A file input of the vehicle form: like the kit's PolicyFileInput (types and size said and
 * checked before saving, the picker offering only those types), with the form's own checks
 * and preview, whose description names the vehicle.
 */
export const FilePicker = ({ source, label, policy, image = false, validate = [], help, preview }: FilePickerProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const Input = image ? ImageInput : FileInput;
  const helperText = [translate('app.files.help', { types: typeNames(policy, locale), count: policy.maxMb }), help && translate(help)].filter(Boolean).join(' ');
  return (
    <Input
      source={source}
      label={label}
      validate={[...validate, fitsPolicy(policy, locale)]}
      inputProps={{ accept: acceptAttribute(policy) }}
      helperText={helperText}
      placeholder={<p>{translate(image ? 'app.files.image_placeholder' : 'app.files.placeholder')}</p>}
    >
      {preview}
    </Input>
  );
};
