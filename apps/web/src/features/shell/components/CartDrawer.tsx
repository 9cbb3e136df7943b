import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Remove from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocation, useNavigate } from 'react-router';
import {
  type CartItem,
  changeQuantity,
  mostInCart,
  productLines,
  removeFromCart,
  setDonation,
  useCart,
  useStoredVoucher,
} from '../../../domains/cart/cart';
import { cartTotals, formatCents, toCents } from '../../../lib/money';

const PRODUCT_PATHS = [/^\/member\/store(\/|$)/, /^\/member\/hpc\/products(\/|$)/];

/** Plus stops at the per-order maximum and at what is left. */
const atMost = (item: CartItem) => {
  const max = mostInCart(item);
  return max !== null && item.product_quantity >= max;
};

/** The right-hand cart: lines with quantity controls, then the totals. */
export function CartDrawer({
  open,
  onClose,
  taxRate,
}: {
  open: boolean;
  onClose: () => void;
  taxRate: number;
}) {
  const cart = useCart();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const voucher = useStoredVoucher();
  const totals = cartTotals(cart, taxRate, voucher);
  const hasProducts = productLines(cart).length > 0;

  const continueShopping = () => {
    onClose();
    // Already on a product list: closing the drawer is enough.
    if (!PRODUCT_PATHS.some((p) => p.test(pathname))) void navigate('/member/store');
  };

  // Above the app bar (which sits over the side menu), so the cart's own header is not hidden under it.
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      sx={{ zIndex: (t) => t.zIndex.drawer + 2 }}
      slotProps={{
        paper: { sx: { width: { xs: '100%', sm: 400 } }, role: 'dialog', 'aria-labelledby': 'cart-title' },
      }}
    >
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', height: '100%' }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id="cart-title" variant="h6" component="h2">
            Cart
          </Typography>
          <IconButton aria-label="Close cart" onClick={onClose}>
            <Close />
          </IconButton>
        </Stack>
        <Divider />
        {cart.length === 0 ? (
          <Typography sx={{ my: 3 }}>Your cart is empty.</Typography>
        ) : (
          <List sx={{ flex: 1, overflowY: 'auto' }}>
            {cart.map((item) => (
              <ListItem key={String(item.product_id)} divider sx={{ display: 'block' }}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                  <Typography sx={{ fontWeight: 600 }}>{item.product_title}</Typography>
                  <Typography>{formatCents(toCents(item.product_price) * item.product_quantity)}</Typography>
                </Stack>
                {item.product_donation ? (
                  <IconButton
                    size="small"
                    aria-label={`Remove ${item.product_title}`}
                    onClick={() => setDonation(null)}
                  >
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                ) : (
                  <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                    <IconButton
                      size="small"
                      aria-label={`Decrease quantity of ${item.product_title}`}
                      onClick={() => changeQuantity(item.product_id, -1)}
                    >
                      <Remove fontSize="small" />
                    </IconButton>
                    <Typography component="span" sx={{ minWidth: 24, textAlign: 'center' }}>
                      {item.product_quantity}
                    </Typography>
                    <IconButton
                      size="small"
                      aria-label={`Increase quantity of ${item.product_title}`}
                      disabled={atMost(item)}
                      onClick={() => changeQuantity(item.product_id, 1)}
                    >
                      <Add fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={`Remove ${item.product_title}`}
                      onClick={() => removeFromCart(item.product_id)}
                    >
                      <DeleteOutline fontSize="small" />
                    </IconButton>
                  </Stack>
                )}
                {!item.product_donation && (
                  <>
                    {item.product_stock_left != null && atMost(item) && (
                      <Typography variant="body2" color="text.secondary">
                        {item.product_stock_left === item.product_quantity
                          ? `All ${item.product_stock_left} left are in your cart`
                          : `The most you can order at a time is ${item.product_quantity}`}
                      </Typography>
                    )}
                    <Typography variant="body2" color="text.secondary">
                      Active Kids voucher: {item.product_akv ? 'Eligible' : 'Not eligible'}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {item.product_no_attendee ? 'No Attendee required' : 'Attendee required'}
                    </Typography>
                  </>
                )}
              </ListItem>
            ))}
          </List>
        )}
        <Divider />
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.5, my: 2 }}>
          <dt>
            Subtotal ({totals.itemCount} {totals.itemCount === 1 ? 'item' : 'items'})
          </dt>
          <Box component="dd" sx={{ m: 0 }}>
            {formatCents(totals.subtotalCents)}
          </Box>
          <dt>Tax (included)</dt>
          <Box component="dd" sx={{ m: 0 }}>
            {formatCents(totals.taxCents)}
          </Box>
          {totals.discountCents > 0 && (
            <>
              <dt>Discount</dt>
              <Box component="dd" sx={{ m: 0 }}>
                -{formatCents(totals.discountCents)}
              </Box>
            </>
          )}
          <Box component="dt" sx={{ fontWeight: 700 }}>
            Grand Total
          </Box>
          <Box component="dd" sx={{ m: 0, fontWeight: 700 }}>
            {formatCents(totals.grandTotalCents)}
          </Box>
        </Box>
        <Stack spacing={1}>
          {hasProducts && (
            <Button
              variant="contained"
              onClick={() => {
                onClose();
                void navigate('/member/checkout');
              }}
            >
              Check out
            </Button>
          )}
          <Button variant="outlined" onClick={continueShopping}>
            Continue shopping
          </Button>
        </Stack>
      </Box>
    </Drawer>
  );
}
