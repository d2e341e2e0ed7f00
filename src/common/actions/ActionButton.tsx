import type { ReactElement } from 'react';
import { Button } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';

export interface ActionButtonProps {
  /** i18n key of the button's words. */
  label: string;
  icon?: ReactElement;
  color?: 'inherit' | 'primary' | 'secondary' | 'success' | 'error' | 'info' | 'warning';
  variant?: 'text' | 'outlined' | 'contained';
  disabled?: boolean;
  onClick?: () => void;
  /** A path: the button is a link there. */
  to?: string;
}

/**
 * A record action's button, its words always shown. react-admin's Button shrinks to a bare icon
 * on phones, named only by a hover tooltip that touch never shows; a record's actions (cancel,
 * finalize, assign…) need their words there. Otherwise it looks as react-admin's: small, icon
 * first, line height 1.5 (react-admin's fix for the small button's icon).
 */
export const ActionButton = ({ label, icon, color = 'primary', variant, disabled, onClick, to }: ActionButtonProps) => {
  const translate = useTranslate();
  const link = to === undefined ? {} : { component: Link, to };
  return (
    <Button size="small" color={color} variant={variant} disabled={disabled} onClick={onClick} startIcon={icon} sx={{ lineHeight: 1.5 }} {...link}>
      {translate(label, { _: label })}
    </Button>
  );
};
