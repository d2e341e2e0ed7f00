import { useId, type ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface SectionCardProps {
  /** i18n key of the section's heading, which also names the region. */
  title: string;
  children: ReactNode;
}

/** One section of a record page (a loan, a trip): a card that is a named region with an h2 heading. */
export const SectionCard = ({ title, children }: SectionCardProps) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardHeader title={translate(title)} slotProps={{ title: { id: titleId, variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
};
