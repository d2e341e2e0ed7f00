import { useId, useState } from 'react';
import { Box, Button, Chip, List, ListItem, Stack, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { Confirm, useLocaleState, useTranslate } from 'react-admin';
import { formatDate } from '../../../domain/dates';
import { Detail } from '../sections';
import type { AccountSession } from './types';
import { sessionLabel } from './sessionLabel';
import { useFocusAfter } from '../useFocusAfter';

export interface SessionListProps {
  sessions: readonly AccountSession[];
  /** Ends one session (after the person confirmed it). */
  onEnd: (id: number) => void;
  /** Ends every session but the current one; without it, no such button. */
  onEndOthers?: () => void;
  /** A call is under way: the buttons wait. */
  busy?: boolean;
  /** Each row's heading level, one below the list's own heading (h3 under a card's h2). */
  rowHeading?: 'h3' | 'h4';
  /** i18n key naming the list: one's own sessions by default; another person's on their record. */
  label?: string;
}

type Pending = { kind: 'one'; session: AccountSession } | { kind: 'others' } | null;

/** One session: where it was opened, from which address, when, and its button. */
const SessionRow = ({ session, busy, heading, onAsk }: { session: AccountSession; busy: boolean; heading: 'h3' | 'h4'; onAsk: () => void }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const labelId = useId();
  const t = (key: string) => translate(`app.account.sessions.${key}`);
  const address = session.last_ip ?? session.ip;
  return (
    <ListItem divider aria-labelledby={labelId} sx={{ display: 'block', px: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography id={labelId} variant="subtitle1" component={heading} sx={{ overflowWrap: 'anywhere' }}>
          {sessionLabel(session, translate)}
        </Typography>
        {session.current && <Chip size="small" color="primary" label={t('current')} />}
        {session.second_factor && <Chip size="small" variant="outlined" label={t('with_factor')} />}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 3 }} sx={{ mb: 1 }}>
        {address && <Detail label={t('address')}>{address}</Detail>}
        <Detail label={t('signed_in')}>{formatDate(session.created_at, locale)}</Detail>
        <Detail label={t('last_used')}>{formatDate(session.last_used_at, locale)}</Detail>
      </Stack>
      <Button size="small" color="error" startIcon={<LogoutIcon />} disabled={busy} onClick={onAsk} aria-describedby={labelId}>
        {t('end')}
      </Button>
    </ListItem>
  );
};

/**
 * Open sessions, newest use first, each ended after a confirmation; the one this browser uses is
 * marked (ending it signs out). My account uses it for one's own, a person's record for theirs.
 */
export const SessionList = ({ sessions, onEnd, onEndOthers, busy = false, rowHeading = 'h3', label = 'app.account.sessions.list' }: SessionListProps) => {
  const translate = useTranslate();
  const [pending, setPending] = useState<Pending>(null);
  // The confirmed button's row (or "end all others") goes once the list is read again: the focus
  // goes to the list, which is read out with what is left, instead of falling to the page.
  const [list, focusListLater] = useFocusAfter<HTMLUListElement>();
  const others = sessions.filter((session) => !session.current).length;
  const confirm = () => {
    if (pending?.kind === 'one') onEnd(pending.session.id);
    if (pending?.kind === 'others') onEndOthers?.();
    setPending(null);
    focusListLater();
  };
  const one = pending?.kind === 'one' ? pending.session : null;
  return (
    <>
      <List ref={list} tabIndex={-1} aria-label={translate(label)} disablePadding>
        {sessions.map((session) => (
          <SessionRow key={session.id} session={session} busy={busy} heading={rowHeading} onAsk={() => setPending({ kind: 'one', session })} />
        ))}
      </List>
      {onEndOthers &&
        (others > 0 ? (
          <Button sx={{ mt: 2 }} variant="outlined" color="error" disabled={busy} onClick={() => setPending({ kind: 'others' })}>
            {translate('app.account.sessions.end_others')}
          </Button>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {translate('app.account.sessions.no_others')}
          </Typography>
        ))}
      <Confirm
        isOpen={pending !== null}
        title={one ? 'app.account.sessions.end_title' : 'app.account.sessions.end_others_title'}
        content={one ? (one.current ? 'app.account.sessions.end_current_content' : 'app.account.sessions.end_content') : 'app.account.sessions.end_others_content'}
        contentTranslateOptions={one ? { label: sessionLabel(one, translate) } : {}}
        confirm={one ? 'app.account.sessions.end' : 'app.account.sessions.end_others'}
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
    </>
  );
};
