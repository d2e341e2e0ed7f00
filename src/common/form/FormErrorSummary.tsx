import { useLayoutEffect, useRef, useState } from 'react';
import { Alert, AlertTitle, Box, Link } from '@mui/material';
import { useTranslate, useTranslateLabel } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { ROOT_ERROR, errorsOf, fieldTarget, focusControl, formOf, holderOf, inPageOrder } from './fieldTargets';
import { useFocusFirstError } from './useFocusFirstError';

/** The summary line a field's error goes on: several fields may share one (an audit item's). */
export interface SummaryLine {
  key: string;
  label: string;
}

export interface FormErrorSummaryProps {
  /** i18n key of the title, given `smart_count`: the lines listed. */
  title?: string;
  /** The line of a field; by default its own, labelled as react-admin labels the field's input. */
  lineOf?: (name: string) => SummaryLine;
}

/** react-admin's validators' messages come as `@@react-admin@@{json}` (a key and its args) for the input to translate. */
const ENCODED = '@@react-admin@@';

/** A message as the reader reads it: react-admin's encoded ones translated, the others already are. */
const useReadable = () => {
  const translate = useTranslate();
  return (message: string) => {
    if (!message.startsWith(ENCODED)) return message;
    const decoded = JSON.parse(message.slice(ENCODED.length)) as string | { message: string; args?: object };
    return typeof decoded === 'string' ? translate(decoded, { _: decoded }) : translate(decoded.message, { _: decoded.message, ...decoded.args });
  };
};

interface Line extends SummaryLine {
  names: string[];
  messages: string[];
}

/** One line per `lineOf` key, in the order the names come, each with its fields' messages. */
const linesOf = (errors: { name: string; message: string }[], lineOf: (name: string) => SummaryLine): Line[] => {
  const lines = new Map<string, Line>();
  for (const { name, message } of errors) {
    const { key, label } = name === ROOT_ERROR ? { key: ROOT_ERROR, label: '' } : lineOf(name);
    const line = lines.get(key) ?? { key, label, names: [], messages: [] };
    line.names.push(name);
    line.messages.push(message);
    lines.set(key, line);
  }
  return [...lines.values()];
};

/**
 * At the top of a form after a refused send (the browser's check or the server's): what is to be
 * fixed, one line per field (or per group of fields), in the page's order, each label a link to
 * its field; the server's form-wide error first. Its title counts the lines it lists. After each
 * refused send the page's first field at fault is focused (this summary when no field shows the
 * error). It says it in place of react-admin's "the form is not valid" toast, which forms using
 * it turn off (`disableInvalidFormNotification`).
 */
export const FormErrorSummary = ({ title = 'app.form.errors.title', lineOf }: FormErrorSummaryProps) => {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const readable = useReadable();
  const { errors, submitCount } = useFormState();
  const anchor = useRef<HTMLSpanElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  useFocusFirstError(anchor, summary);

  const found = errorsOf(errors);
  const key = found.map((error) => error.name).join('\n');
  // Read from the page once it shows the fields, before it is painted: their order, and which
  // of them it shows (an error on a field it does not show has nothing to link to).
  const [page, setPage] = useState<{ order: string[]; shown: Set<string> }>({ order: [], shown: new Set() });
  useLayoutEffect(() => {
    const root = formOf(anchor.current);
    const names = key ? key.split('\n') : [];
    setPage({ order: inPageOrder(root, names), shown: new Set(names.filter((name) => holderOf(root, name))) });
  }, [key]);

  const rank = (name: string) => (name === ROOT_ERROR ? -1 : page.order.includes(name) ? page.order.indexOf(name) : page.order.length);
  const sorted = [...found].sort((a, b) => rank(a.name) - rank(b.name));
  const lines = linesOf(sorted, lineOf ?? ((name) => ({ key: name, label: String(translateLabel({ source: name }) ?? name) })));
  const heading = translate(title, { smart_count: lines.length });
  const goTo = (line: Line) => {
    const target = line.names.map((name) => fieldTarget(formOf(anchor.current), name)).find(Boolean);
    if (target) focusControl(target);
  };
  return (
    <>
      <span ref={anchor} hidden />
      {submitCount > 0 && lines.length > 0 && (
        <Alert ref={summary} severity="error" role="alert" aria-label={heading} tabIndex={-1} data-error-summary sx={{ width: '100%', boxSizing: 'border-box' }}>
          <AlertTitle>{heading}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {lines.map((line) => (
              <li key={line.key}>
                {line.label && (
                  <>
                    {line.names.some((name) => page.shown.has(name)) ? (
                      <Link component="button" type="button" color="inherit" onClick={() => goTo(line)} sx={{ fontWeight: 700, verticalAlign: 'baseline' }}>
                        {line.label}
                      </Link>
                    ) : (
                      <strong>{line.label}</strong>
                    )}
                    {': '}
                  </>
                )}
                {line.messages.map(readable).join(' ')}
              </li>
            ))}
          </Box>
        </Alert>
      )}
    </>
  );
};
