import { useState } from 'react';
import { Box, FormControlLabel, LinearProgress, Radio, TextField, Typography } from '@mui/material';
import { useGetList, useTranslate, type RaRecord } from 'react-admin';
import { PAGING } from '../../../../domain/paging';
import { PickerChoices, PickerError, usePickerChoice } from './PickerChoices';
import type { CardBase } from './cardActions';

const T = 'resources.prestamos.actions.card';
/** Above this many cards a search box narrows the list. */
export const CARD_SEARCH_FROM = 8;

const matches = (card: RaRecord, words: string) =>
  `${card.numero ?? ''} ${card.proveedor ?? ''}`.toLocaleLowerCase().includes(words.toLocaleLowerCase());

/**
 * The free cards of one kind (`GET {base}disponibles/`: active and on no loan), as radio
 * buttons; the choice is the form's `tarjeta`, the card the call goes to.
 */
export const CardPickerInput = ({ base }: { base: CardBase }) => {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const { field, error } = usePickerChoice('tarjeta', `${T}.required`);
  // disponibles/ takes no filter, so the narrowing happens here on the first 100 (SPEC §9 fixed lists).
  const { data = [], isPending } = useGetList(`${base}/disponibles`, { pagination: { page: 1, perPage: PAGING.fixedList } });
  const shown = search ? data.filter((card) => matches(card, search.trim())) : data;

  return (
    <Box sx={{ mt: 1 }}>
      {data.length > CARD_SEARCH_FROM && (
        <TextField
          label={translate(`${T}.search`)}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
          type="search"
          fullWidth
          size="small"
          sx={{ mb: 1 }}
        />
      )}
      {isPending && <LinearProgress aria-label={translate(`${T}.loading`)} />}
      {!isPending && shown.length === 0 && (
        <Typography sx={{ mt: 1 }} color="text.secondary">
          {data.length === 0 ? translate(`${T}.empty`) : translate(`${T}.no_match`, { search: search.trim() })}
        </Typography>
      )}
      {shown.length > 0 && (
        <PickerChoices field={field} label={`${T}.choices`}>
          {shown.map((card) => (
            <FormControlLabel
              key={card.id}
              value={String(card.id)}
              control={<Radio />}
              sx={{ mr: 0 }}
              label={
                <Typography component="span" sx={{ overflowWrap: 'anywhere' }}>
                  <strong>{card.numero}</strong>
                  {card.proveedor ? ` · ${card.proveedor}` : ''}
                </Typography>
              }
            />
          ))}
        </PickerChoices>
      )}
      <PickerError error={error} />
    </Box>
  );
};
