import { DOCUMENT_KINDS, EXPIRY_FORM_FIELD, FILE_TYPES, IMAGE_KINDS, MAX_FILE_MB, type FileSpec } from '../../../domain/files';
import type { ActionOf, ResourceName } from '../../providers/actions';
import type { FilePolicy } from './filePolicy';
import type { RecordFileDeclaration } from './types';

/** The types and size a spec's kind allows, as the server checks them. */
export const policyOf = (spec: Pick<FileSpec, 'kind' | 'maxMb'>): FilePolicy => ({
  types: (spec.kind === 'image' ? IMAGE_KINDS : DOCUMENT_KINDS).map((kind) => FILE_TYPES[kind].mime),
  maxMb: spec.maxMb ?? MAX_FILE_MB,
});

/**
 * What the screens need of a file the server declares from the same spec (domain/files.ts):
 * its paths, form fields, allowed types and size, and expiry date. Labels and names stay the screen's.
 */
export const fromSpec = <R extends ResourceName>(resource: R, spec: FileSpec & { access: ActionOf<R> }) =>
  ({
    resource,
    action: spec.access,
    source: spec.field,
    read: spec.read ?? spec.field,
    upload: spec.upload,
    formField: spec.formField ?? spec.field,
    policy: policyOf(spec),
    expiry: spec.expiry && { source: spec.expiry.formField ?? EXPIRY_FORM_FIELD, required: spec.expiry.required },
  }) satisfies Omit<RecordFileDeclaration<R>, 'labels'>;
