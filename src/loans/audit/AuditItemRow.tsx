import { useId } from 'react';
import { Card, CardContent, FormControlLabel, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useController, useFormState } from 'react-hook-form';
import { LOAN_TEXT } from '../../../domain/loans';
import { itemFields, itemMessages, type FormErrors } from './auditFormRules';
import type { AuditItem } from './auditCatalogue';
import { AuditPhotoInput } from './AuditPhotoInput';

/**
 * One part or accessory: its rating (a radio group, arrow keys move within it), a comment and a
 * photo. A row with any error (the browser's check or the server's, under the item's key or one
 * of its fields) is outlined and lists them.
 */
export const AuditItemRow = ({ item }: { item: AuditItem }) => {
  const translate = useTranslate();
  const [ratingName, commentName, photoName] = itemFields(item);
  const rating = useController({ name: ratingName });
  const comment = useController({ name: commentName });
  const { errors } = useFormState({ name: [ratingName, commentName, photoName] });
  const titleId = useId();
  const errorId = useId();
  const messages = itemMessages(item, errors as FormErrors);
  const invalid = messages.length > 0;
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      data-item={item.key}
      data-invalid={invalid || undefined}
      sx={{ borderColor: invalid ? 'error.main' : undefined, borderWidth: invalid ? 2 : 1 }}
    >
      <CardContent>
        <Stack spacing={1.5}>
          <Typography id={titleId} variant="subtitle1" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {item.name}
          </Typography>
          <RadioGroup
            row
            name={ratingName}
            value={rating.field.value ?? ''}
            onChange={(event) => rating.field.onChange(event.target.value)}
            onBlur={rating.field.onBlur}
            aria-labelledby={titleId}
            aria-describedby={invalid ? errorId : undefined}
          >
            {item.ratings.map((value) => (
              <FormControlLabel key={value} value={value} control={<Radio />} label={translate(`resources.prestamos.audit.ratings.${value}`)} />
            ))}
          </RadioGroup>
          <TextField
            {...comment.field}
            value={comment.field.value ?? ''}
            inputRef={comment.field.ref}
            label={translate('resources.prestamos.audit.fields.comentario')}
            multiline
            minRows={1}
            fullWidth
            size="small"
            slotProps={{ htmlInput: { maxLength: LOAN_TEXT.comentario, 'aria-describedby': invalid ? errorId : undefined } }}
          />
          <AuditPhotoInput name={photoName} itemName={item.name} describedBy={invalid ? errorId : undefined} />
          {invalid && (
            <Typography id={errorId} variant="body2" color="error" role="alert">
              {messages.join(' ')}
            </Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
};
