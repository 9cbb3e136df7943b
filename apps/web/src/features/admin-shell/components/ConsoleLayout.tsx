// The console's frame: a skip link, the top bar, and the side navigation listing the areas the
// staff member's roles reach (a drawer on phones). Its door (ConsoleDoor) is passed first: the
// frame only shows once /api/admin/me lets the session in.
import type { TStaffSelf } from '@courtside/contracts/admin';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { SideNav } from '../../../components/layout/SideNav';
import { useLogout } from '../../../lib/sign-out';
import { useSettings } from '../../../lib/settings';
import { areasFor, CONSOLE_AREAS, reachesArea } from '../nav';
import { AreaNotReached } from './ConsoleMessages';

const DRAWER_WIDTH = 220;
export const CONSOLE_MAIN_ID = 'console-main';

export function ConsoleLayout({ self }: { self: TStaffSelf }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const logout = useLogout();
  const { data: settings } = useSettings();
  const entries = [
    { label: 'Overview', to: '/admin' },
    ...areasFor(self.roles).map((a) => ({ label: a.label, to: `/admin/${a.path}` })),
  ];
  const area = CONSOLE_AREAS.find(
    (a) => pathname === `/admin/${a.path}` || pathname.startsWith(`/admin/${a.path}/`),
  );
  const reached = !area || reachesArea(self.roles, area);

  const nav = (
    <SideNav
      label="Console"
      entries={entries}
      isCurrent={(entry) =>
        entry.to === '/admin'
          ? pathname === '/admin'
          : pathname === entry.to || pathname.startsWith(`${entry.to}/`)
      }
      onFollow={() => setMenuOpen(false)}
    />
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Box
        component="a"
        href={`#${CONSOLE_MAIN_ID}`}
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: (t) => t.zIndex.tooltip,
          px: 2,
          py: 1,
          bgcolor: 'background.paper',
          color: 'primary.main',
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        Skip to main content
      </Box>
      <AppBar position="fixed" component="header" elevation={1} sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: { xs: 0.5, sm: 1 } }}>
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Open console menu"
            onClick={() => setMenuOpen(true)}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Typography component="span" noWrap sx={{ fontWeight: 600 }}>
            Console
          </Typography>
          {settings && (
            <Typography component="span" noWrap sx={{ display: { xs: 'none', md: 'block' } }}>
              {settings.client_name}
            </Typography>
          )}
          <Box sx={{ flex: 1 }} />
          <Button color="inherit" component={RouterLink} to="/member/account">
            Member area
          </Button>
          <Typography
            component="span"
            noWrap
            sx={{ display: { xs: 'none', sm: 'block' }, mx: 1, maxWidth: 200 }}
          >
            {self.fullname}
          </Typography>
          <Button color="inherit" variant="outlined" onClick={() => void logout()}>
            Logout
          </Button>
        </Toolbar>
      </AppBar>
      <Drawer
        variant="temporary"
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
      >
        {nav}
      </Drawer>
      <Drawer
        variant="permanent"
        open
        sx={{
          display: { xs: 'none', md: 'block' },
          width: DRAWER_WIDTH,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
        }}
      >
        {nav}
      </Drawer>
      <Box
        component="main"
        id={CONSOLE_MAIN_ID}
        tabIndex={-1}
        sx={{ flex: 1, minWidth: 0, p: { xs: 2, sm: 3 }, '&:focus': { outline: 'none' } }}
      >
        <Toolbar />
        {reached ? <Outlet context={self} /> : <AreaNotReached />}
      </Box>
    </Box>
  );
}
