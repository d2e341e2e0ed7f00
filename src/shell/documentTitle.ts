import { useEffect } from 'react';
import { useTranslate } from 'react-admin';

/** Between the parts of the browser tab's title. */
export const TITLE_SEPARATOR = ' · ';

/**
 * The browser tab's title: the screen's parts, the most specific first ("ADY-793-H",
 * "Vehículos"), then the app's name; a part equal to the one before it (a list titled by its
 * section) and empty parts are left out.
 */
export const documentTitleOf = (parts: readonly (string | null | undefined)[], app: string): string =>
  [...parts, app]
    .map((part) => part?.trim())
    .filter((part, index, all): part is string => Boolean(part) && part !== all[index - 1])
    .join(TITLE_SEPARATOR);

/** Names the browser tab after the screen (its parts already in the reader's language), then the app. */
export const useDocumentTitle = (...parts: (string | null | undefined)[]) => {
  const translate = useTranslate();
  const title = documentTitleOf(parts, translate('app.title'));
  useEffect(() => {
    document.title = title;
  }, [title]);
};
