import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Remove from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { changeQuantity, mostInCart, removeFromCart, type CartItem } from '../../../domains/cart/cart';
import { dollars } from '../../../domains/payment/format';
import { formatDollars, toCents } from '@courtside/contracts';
import { TableScroll } from '../../../components/TableScroll';
import { stackOnPhone } from '../../../components/table/stack-on-phone';

/**
 * Step 1 of the checkout: the cart's products with plus (up to the order maximum and what is
 * left), minus and delete; on a phone each product is a card, so its Total stays in sight.
 */
export function CartLines({ lines, disabled }: { lines: readonly CartItem[]; disabled?: boolean }) {
  return (
    <TableScroll label="Cart items">
      <Table size="small" aria-label="Cart items" sx={stackOnPhone}>
        <TableHead>
          <TableRow>
            <TableCell>Item</TableCell>
            <TableCell align="right">Price</TableCell>
            <TableCell align="center">Quantity</TableCell>
            <TableCell align="right">Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((item) => {
            const most = mostInCart(item);
            const atMax = most !== null && item.product_quantity >= most;
            return (
              <TableRow key={String(item.product_id)}>
                <TableCell sx={{ fontWeight: { xs: 600, sm: 400 } }}>{item.product_title}</TableCell>
                <TableCell align="right" data-label="Price">
                  {dollars(item.product_price)}
                </TableCell>
                <TableCell align="center" data-label="Quantity">
                  <Stack
                    direction="row"
                    sx={{ alignItems: 'center', justifyContent: { xs: 'flex-start', sm: 'center' } }}
                  >
                    <IconButton
                      size="small"
                      disabled={disabled}
                      aria-label={`Decrease quantity of ${item.product_title}`}
                      onClick={() => changeQuantity(item.product_id, -1)}
                    >
                      <Remove fontSize="small" />
                    </IconButton>
                    <Box component="span" sx={{ minWidth: 24, textAlign: 'center' }}>
                      {item.product_quantity}
                    </Box>
                    <IconButton
                      size="small"
                      disabled={disabled || atMax}
                      aria-label={`Increase quantity of ${item.product_title}`}
                      onClick={() => changeQuantity(item.product_id, 1)}
                    >
                      <Add fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      disabled={disabled}
                      aria-label={`Remove ${item.product_title}`}
                      onClick={() => removeFromCart(item.product_id)}
                    >
                      <DeleteOutline fontSize="small" />
                    </IconButton>
                  </Stack>
                </TableCell>
                <TableCell align="right" data-label="Total">
                  {formatDollars(toCents(item.product_price) * item.product_quantity)}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
