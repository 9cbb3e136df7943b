// The side navigation of a frame (the member menu, the console's areas): a labelled nav of
// links, the current one marked for screen readers, closing the phone drawer when followed.
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink } from 'react-router';

export interface SideNavEntry {
  label: string;
  to: string;
}

export function SideNav({
  label,
  entries,
  isCurrent,
  onFollow,
}: {
  label: string;
  entries: readonly SideNavEntry[];
  isCurrent: (entry: SideNavEntry) => boolean;
  onFollow: () => void;
}) {
  return (
    <Box component="nav" aria-label={label}>
      <Toolbar />
      <List>
        {entries.map((entry) => {
          const current = isCurrent(entry);
          return (
            <ListItem key={entry.label} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={entry.to}
                selected={current}
                aria-current={current ? 'page' : undefined}
                onClick={onFollow}
              >
                <ListItemText primary={entry.label} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
