import type { ReactNode } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Title } from 'react-admin';

export interface StatusPageLink {
  to: string;
  label: string;
  icon?: ReactNode;
}

export interface StatusPageProps {
  /** What the page stands for at a glance ("404", a lock); hidden from screen readers, the title says it. */
  mark: ReactNode;
  title: string;
  /** What happened, and what the person may do about it. */
  children: ReactNode;
  /** Ways on to screens the person may use, the first the main one. */
  links: readonly StatusPageLink[];
}

/**
 * A page that stands in for the one asked for (not found, not allowed): titled in the app bar
 * (and so in the browser tab) and as the page's heading, saying what happened, with a way back.
 * It lies in the layout's own main landmark, so it is not one itself.
 */
export const StatusPage = ({ mark, title, children, links }: StatusPageProps) => (
  <Box sx={{ textAlign: 'center', mt: 8, px: 2 }}>
    <Title title={title} />
    <Box aria-hidden sx={{ color: 'text.secondary', fontSize: 96, lineHeight: 1.2, '& svg': { fontSize: 96 } }}>
      {mark}
    </Box>
    <Typography variant="h4" component="h1" gutterBottom>
      {title}
    </Typography>
    {children}
    <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
      {links.map((link, index) => (
        <Button key={link.to} component={Link} to={link.to} variant={index === 0 ? 'contained' : 'text'} startIcon={link.icon}>
          {link.label}
        </Button>
      ))}
    </Stack>
  </Box>
);
