import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { FormErrorSummary } from '../common/form/FormErrorSummary';

/**
 * The form's summary of what to fix, each line named as its field is labelled (My account's forms
 * label their fields with their own keys, not a resource's, which the summary would otherwise use).
 */
export const AccountErrorSummary = ({ labels }: { labels: Record<string, string> }) => {
  const translate = useTranslate();
  const lineOf = useCallback((name: string) => ({ key: name, label: translate(labels[name] ?? name) }), [labels, translate]);
  return <FormErrorSummary lineOf={lineOf} />;
};
