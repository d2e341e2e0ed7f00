import { isValidElement } from 'react';
import { Box } from '@mui/material';
import { SimpleList } from 'react-admin';
import type { CardText, CardTexts, RecordOpen } from './types';

/** A field element at the right of the primary line, in full colour (SimpleList dims text there). */
const atRight = (text?: CardText) =>
  isValidElement(text) ? (
    <Box component="span" sx={{ float: 'right', ml: 1 }}>
      {text}
    </Box>
  ) : (
    text
  );

/** The list on a phone: one card per record, opened with a tap (react-admin's SimpleList). */
export const ResourceCards = ({ card, rowClick }: { card: CardTexts; rowClick: RecordOpen }) => (
  <SimpleList
    primaryText={card.primary}
    secondaryText={card.secondary}
    tertiaryText={atRight(card.tertiary)}
    rowClick={rowClick}
    // A picture of the record's own (not wrapped in MUI's round avatar).
    leftIcon={card.avatar}
    // Long words (an email, a city) wrap instead of pushing the page sideways.
    sx={{ '& .MuiListItemText-root': { minWidth: 0, overflowWrap: 'anywhere' } }}
  />
);
