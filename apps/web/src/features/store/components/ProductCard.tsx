import { canAddToCart, isoToDmy, STORE_MSG, type TProduct } from '@courtside/contracts';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { DetailList } from '../../../components/DetailList';
import { dollars } from '../../../domains/payment/format';

/** Who is looking: a visitor, or a member (HPC products need is_hpc). */
export type Shopper = { signedIn: false } | { signedIn: true; isHpc: boolean };

const range = (a: string | null, b: string | null, show: (v: string) => string = (v) => v) =>
  a && b ? `${show(a)} to ${show(b)}` : a ? `From ${show(a)}` : b ? `Until ${show(b)}` : null;

/** What a product card says when a member cannot add it, or null when Add To Cart shows. */
export function cannotAddReason(product: TProduct, inCart: number, shopper: Shopper): string | null {
  if (!shopper.signedIn) return null;
  if (product.product_sold_out) return null; // the Sold Out chip says it
  if (product.product_is_hpc && !shopper.isHpc) return STORE_MSG.hpcOnly;
  if (canAddToCart(product, inCart)) return null;
  if (!product.product_bookable) return 'Not available to book at the moment.';
  if (product.product_order_qty_max !== null && inCart >= product.product_order_qty_max)
    return `The most you can order at a time is ${product.product_order_qty_max}, and they are in your cart.`;
  return 'All remaining places are in your cart.';
}

function details(product: TProduct): [string, string][] {
  const rows: [string, string | null][] = [
    ['Price', dollars(product.product_price)],
    ['Category', product.category?.category_name ?? null],
    [
      'Venue',
      product.venue
        ? [product.venue.venue_name, product.venue.venue_address, product.venue.venue_suburb]
            .filter(Boolean)
            .join(', ')
        : null,
    ],
    ['Dates', range(product.product_date_start, product.product_date_end, isoToDmy)],
    ['Time', range(product.product_time_start, product.product_time_end)],
    [
      'Order limit',
      product.product_order_qty_max !== null ? `${product.product_order_qty_max} per order` : null,
    ],
    ['Attendees', product.product_no_attendee ? 'No Attendee required' : 'Attendee required'],
    ['Active & Creative Kids voucher', product.product_akv ? 'Eligible' : 'Not eligible'],
  ];
  return rows.filter((r): r is [string, string] => r[1] !== null);
}

export interface ProductCardProps {
  product: TProduct;
  /** Quantity minus booked minus in cart, never below 0 (null: not limited). */
  available: number | null;
  inCart: number;
  shopper: Shopper;
  /** Where a visitor's Sign In button leads (login with the redirect back). */
  signInTo: string;
  onAdd: (product: TProduct) => void;
}

export function ProductCard({ product, available, inCart, shopper, signInTo, onAdd }: ProductCardProps) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const dialogTitleId = useId();
  const reason = cannotAddReason(product, inCart, shopper);
  const canAdd = shopper.signedIn && reason === null && canAddToCart(product, inCart);
  const dates = range(product.product_date_start, product.product_date_end, isoToDmy);

  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      {product.product_cover && (
        <CardMedia
          component="img"
          image={product.product_cover}
          alt=""
          sx={{ height: 140, objectFit: 'cover' }}
        />
      )}
      <CardContent sx={{ flex: 1 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ fontSize: '1.1rem', lineHeight: 1.3 }}>
          {product.product_name}
        </Typography>
        <Typography sx={{ fontWeight: 600, my: 0.5 }}>{dollars(product.product_price)}</Typography>
        {product.venue && <Typography variant="body2">{product.venue.venue_name}</Typography>}
        {dates && <Typography variant="body2">{dates}</Typography>}
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
          {product.product_sold_out ? (
            <Chip label="Sold Out" color="error" size="small" />
          ) : (
            available !== null && <Chip label={`${available} left`} size="small" variant="outlined" />
          )}
          {inCart > 0 && <Chip label={`${inCart} in cart`} size="small" color="primary" variant="outlined" />}
        </Stack>
        {reason && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {reason}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        <Button
          variant="outlined"
          onClick={() => setOpen(true)}
          aria-label={`Show Details of ${product.product_name}`}
        >
          Show Details
        </Button>
        {canAdd && (
          <Button
            variant="contained"
            onClick={() => onAdd(product)}
            aria-label={`Add To Cart: ${product.product_name}`}
          >
            Add To Cart
          </Button>
        )}
        {!shopper.signedIn && (
          <Button variant="contained" component={RouterLink} to={signInTo}>
            Sign In
          </Button>
        )}
      </CardActions>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={dialogTitleId}
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id={dialogTitleId}>{product.product_name}</DialogTitle>
        <DialogContent>
          {product.product_description && (
            <Typography sx={{ mb: 2, whiteSpace: 'pre-line' }}>{product.product_description}</Typography>
          )}
          <DetailList items={details(product)} />
          {product.product_sold_out && (
            <Typography color="error" sx={{ mt: 1, fontWeight: 600 }}>
              Sold Out
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
