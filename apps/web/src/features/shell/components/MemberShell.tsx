// The member area's frame: top bar, side menu and the cart drawer.
import type { TProfile } from '@courtside/contracts';
import Home from '@mui/icons-material/Home';
import MenuIcon from '@mui/icons-material/Menu';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
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
import { useCart } from '../../../domains/cart/cart';
import { useScoresToday } from '../../../lib/scorer-games';
import { useSelectedSport } from '../../../lib/selected-sport';
import { useSettings } from '../../../lib/settings';
import { useConsoleEntry } from '../api/get-console-entry';
import { menuEntries } from '../menu';
import { CartDrawer } from './CartDrawer';

const DRAWER_WIDTH = 250;

export function MemberShell({ profile }: { profile: TProfile }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [cartOpen, setCartOpen] = useState(false);
  const { pathname } = useLocation();
  const logout = useLogout();
  const cart = useCart();
  const { data: settings } = useSettings();
  const sport = useSelectedSport(
    profile.main_sport,
    profile.sports.map((s) => s.value),
  );
  const staff = (useConsoleEntry().data?.roles.length ?? 0) > 0;
  const scorer = useScoresToday();
  const entries = menuEntries(profile, sport, staff, scorer);
  const itemCount = cart.reduce((n, item) => n + (item.product_donation ? 0 : item.product_quantity), 0);

  const menu = (
    <SideNav
      label="Member menu"
      entries={entries}
      isCurrent={(entry) => pathname === (entry.to.split('?')[0] ?? entry.to)}
      onFollow={() => setMenuOpen(false)}
    />
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar position="fixed" component="header" elevation={1} sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: { xs: 0.5, sm: 1 } }}>
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Open menu"
            onClick={() => setMenuOpen(true)}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          {/* On a phone the bar's room goes to the member's name: Dashboard is an icon there. */}
          <Button
            color="inherit"
            component={RouterLink}
            to="/member/account"
            aria-label="Dashboard"
            sx={{ minWidth: { xs: 40, sm: 64 } }}
          >
            <Home sx={{ display: { sm: 'none' } }} />
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              Dashboard
            </Box>
          </Button>
          {settings && (
            <>
              <Box
                component="img"
                src={settings.brand.logo_url}
                alt=""
                sx={{ height: 32, width: 'auto', ml: 1 }}
              />
              <Typography
                component="span"
                noWrap
                sx={{ display: { xs: 'none', md: 'block' }, fontWeight: 600 }}
              >
                {settings.client_name}
              </Typography>
            </>
          )}
          <Box sx={{ flex: 1 }} />
          <IconButton
            color="inherit"
            aria-label={`Cart, ${itemCount} ${itemCount === 1 ? 'item' : 'items'}`}
            onClick={() => setCartOpen(true)}
          >
            <Badge badgeContent={itemCount} color="secondary" showZero>
              <ShoppingCart />
            </Badge>
          </IconButton>
          {/* Whole on a phone (a long name takes a second line), cut only past 200 px on wider screens. */}
          <Typography
            component="span"
            data-testid="member-name"
            sx={{
              mx: { xs: 0.5, sm: 1 },
              minWidth: 0,
              lineHeight: 1.2,
              overflowWrap: 'anywhere',
              maxWidth: { sm: 200 },
              whiteSpace: { sm: 'nowrap' },
              overflow: { sm: 'hidden' },
              textOverflow: { sm: 'ellipsis' },
            }}
          >
            {profile.firstname}
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
        {menu}
      </Drawer>
      <Drawer
        variant="permanent"
        sx={{
          display: { xs: 'none', md: 'block' },
          width: DRAWER_WIDTH,
          flexShrink: 0,
          // The panel is fixed to the window; its place in the page stretches to the foot of a
          // long page in the same colour, so the menu's column never stops partway down.
          bgcolor: 'background.paper',
          borderRight: 1,
          borderColor: 'divider',
          '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
        }}
        open
      >
        {menu}
      </Drawer>
      <Box component="main" sx={{ flex: 1, minWidth: 0, p: { xs: 2, sm: 3 } }}>
        <Toolbar />
        <Outlet />
      </Box>
      <CartDrawer open={cartOpen} onClose={() => setCartOpen(false)} taxRate={settings?.tax_rate ?? 0} />
    </Box>
  );
}
