import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Collapse, Divider, MenuItem, Typography } from '@mui/material';
import { useSidebarState, useStore, useTranslate } from 'react-admin';
import type { ShownSection } from './menuEntries';
import { MenuEntryItem } from './MenuEntryItem';

/**
 * A named section of the menu: its heading opens and closes it (remembered by the browser), and
 * names the group its entries form for a screen reader. Folded to icons, the menu shows every
 * entry with a rule between sections, since a heading has no room there.
 */
export const MenuSectionGroup = ({ section, current }: { section: ShownSection; current?: string }) => {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const [closed, setClosed] = useStore(`menu.sections.${section.id}.closed`, false);
  const headingId = `menu-section-${section.id}`;
  const entriesId = `${headingId}-entries`;
  const name = translate(`app.menu.sections.${section.id}`);
  const holdsCurrent = section.entries.some((entry) => entry.path === current);
  const open = !sidebarOpen || !closed;
  return (
    <Box role="group" aria-labelledby={sidebarOpen ? headingId : undefined} aria-label={sidebarOpen ? undefined : name}>
      {sidebarOpen ? (
        <MenuItem
          id={headingId}
          tabIndex={0}
          aria-expanded={open}
          aria-controls={entriesId}
          // A closed section that holds the current screen shows it on its heading.
          selected={closed && holdsCurrent}
          onClick={() => setClosed(!closed)}
          sx={{ mt: 1, gap: 1, color: 'text.secondary' }}
        >
          <Typography variant="overline" component="span" noWrap sx={{ flexGrow: 1, fontWeight: 'bold', lineHeight: 2 }}>
            {name}
          </Typography>
          {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
        </MenuItem>
      ) : (
        <Divider sx={{ my: 0.5 }} />
      )}
      <Box id={entriesId}>
        <Collapse in={open} unmountOnExit>
          {section.entries.map((entry) => (
            <MenuEntryItem key={entry.path} entry={entry} current={entry.path === current} />
          ))}
        </Collapse>
      </Box>
    </Box>
  );
};
