import { useFailureNotify } from './useFailureNotify';

/** mutationOptions for Create/Edit: the resource's save failure toast (field errors stay inline). */
export const useSaveMutationOptions = () => {
  const onError = useFailureNotify('save_error');
  return { onError };
};
