export { ResourceForm, type ResourceFormProps } from './ResourceForm';
export { FormErrorSummary, type FormErrorSummaryProps, type SummaryLine } from './FormErrorSummary';
export { UnsavedChangesGuard } from './UnsavedChangesGuard';
export { InlineFormErrors } from './InlineFormErrors';
export { useFocusFirstError } from './useFocusFirstError';
export { errorText, errorsOf } from './fieldTargets';
