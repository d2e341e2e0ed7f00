import type { ReactElement } from 'react';
import { FileField, FileInput, ImageField, ImageInput, useLocaleState, useTranslate, type Validator } from 'react-admin';
import { chooseFile } from '../validators';
import { acceptAttribute, fitsPolicy, typeNames, type FilePolicy } from './filePolicy';

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
 */
export const PolicyFileInput = ({ source, resource, label, policy, image = false, required = false, help, validate = [], preview }: PolicyFileInputProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const Input = image ? ImageInput : FileInput;
  const helperText = [translate('app.files.help', { types: typeNames(policy, locale), count: policy.maxMb }), help && translate(help)]
    .filter(Boolean)
    .join(' ');
  return (
    <Input
      source={source}
      resource={resource}
      label={label}
      validate={[...(required ? [chooseFile()] : []), ...validate, fitsPolicy(policy, locale)]}
      inputProps={{ accept: acceptAttribute(policy) }}
      helperText={helperText}
      placeholder={<p>{translate(image ? 'app.files.image_placeholder' : 'app.files.placeholder')}</p>}
    >
      {preview ?? (image ? <ImageField source="src" title="title" /> : <FileField source="src" title="title" />)}
    </Input>
  );
};
