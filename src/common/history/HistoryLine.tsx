import { ListItem, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDate } from '../../../domain/dates';
import type { ChipChoice } from '../ChoiceChipField';
import type { HistoryEntry } from './useRecordHistory';

export interface HistoryLineProps {
  entry: HistoryEntry;
  resource: string;
  /** The labels of the entry's state field, when the resource gave them. */
  choices?: readonly ChipChoice[];
  /** Drawn as a point on a vertical line (RecordHistory variant="timeline") instead of a divided row. */
  timeline?: boolean;
}

/** A dot on the list's left border (TIMELINE_LIST_SX), at the height of the first line. */
const TIMELINE_ITEM_SX = {
  position: 'relative',
  pl: 2.5,
  pb: 2,
  '&::before': {
    content: '""',
    position: 'absolute',
    left: -7,
    top: 4,
    width: 12,
    height: 12,
    borderRadius: '50%',
    bgcolor: 'primary.main',
    border: 2,
    borderColor: 'background.paper',
  },
} as const;

/** The action of an edit's entry, whose reason names the fields it changed (server/kit/history.ts EDITED). */
const EDITED = 'update';

/** The timeline's vertical line, which the items' dots sit on. */
export const TIMELINE_LIST_SX = { ml: 1, borderLeft: 2, borderColor: 'divider' } as const;

/** One transition: what, the state move, when and who, and the reason when there is one. */
export const HistoryLine = ({ entry, resource, choices, timeline = false }: HistoryLineProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const state = (value: number | null) => {
    if (value === null) return translate('app.history.no_state');
    if (!choices) return String(value);
    const choice = choices.find((c) => String(c.id) === String(value));
    return translate(choice?.name ?? 'app.status.unknown');
  };
  // Declared labels first; the raw action name only when a resource forgot to declare one.
  const action = translate(`resources.${resource}.history.${entry.action}`, { _: translate('app.history.action', { action: entry.action }) });
  // A move that keeps the state (a loan's vehicle assigned while Approved) names it once, with no arrow.
  const states = entry.from_state === entry.to_state ? state(entry.to_state) : translate('app.history.move', { from: state(entry.from_state), to: state(entry.to_state) });
  // It says what it moved when the resource names that field (one of a vehicle's documents, a
  // loan's status): a state's label then reads as a state, not as the step or who took it.
  const field = entry.field ? translate(`resources.${resource}.history_field.${entry.field}`, { _: '' }) : '';
  const move = field ? translate('app.history.field_move', { field, move: states }) : states;
  // No user: the daily job moved it; a user id without a name: that account was deleted since.
  const who = entry.user_name ?? translate(entry.user_id === null ? 'app.history.system' : 'app.history.deleted_user');
  // An edit names the fields it changed by their labels; any other note is the action's own words.
  const note =
    entry.action === EDITED
      ? translate('app.history.changed', { fields: entry.reason.split(', ').map((field) => translate(`resources.${resource}.fields.${field}`, { _: field })).join(', ') })
      : translate(`resources.${resource}.history_reason.${entry.action}`, { reason: entry.reason, _: translate('app.history.reason', { reason: entry.reason }) });
  return (
    <ListItem divider={!timeline} disableGutters sx={{ display: 'block', overflowWrap: 'anywhere', ...(timeline ? TIMELINE_ITEM_SX : {}) }}>
      <Typography variant="body2" component="p" sx={{ fontWeight: 500 }}>
        {action}
      </Typography>
      {entry.field && (
        <Typography variant="body2" component="p">
          {move}
        </Typography>
      )}
      {entry.reason && (
        <Typography variant="body2" component="p">
          {/* Not every note is a reason (a card's number, a loan's): an action may word its own. */}
          {note}
        </Typography>
      )}
      <Typography variant="caption" component="p" color="text.secondary">
        <time dateTime={entry.at}>{formatDate(entry.at, locale)}</time> · {who}
      </Typography>
    </ListItem>
  );
};
