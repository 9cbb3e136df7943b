import { formatDollars, toCents, type TDonationProduct } from '@courtside/contracts';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useDonationProduct } from './api/get-donation-product';
import { useSettings } from '../../lib/settings';

/** The donation line a payment request carries: at most one. */
export const donationCart = (donation: TDonationProduct | null) =>
  donation ? [{ product_id: donation.product_id }] : [];
export const donationCents = (donation: TDonationProduct | null) =>
  donation ? toCents(donation.product_price) : 0;

/**
 * The $1 donation offer. Shows only while the association accepts donations
 * (settings.donations) and the donation product exists; `value` is the chosen product or null.
 */
export function DonationToggle({
  value,
  onChange,
  disabled,
}: {
  value: TDonationProduct | null;
  onChange: (donation: TDonationProduct | null) => void;
  disabled?: boolean;
}) {
  const { data: settings } = useSettings();
  const { data: product } = useDonationProduct(Boolean(settings?.donations));
  if (!settings?.donations || !product) return null;
  return (
    <>
      <FormControlLabel
        disabled={disabled}
        control={
          <Switch checked={value !== null} onChange={(e) => onChange(e.target.checked ? product : null)} />
        }
        label={`Add a ${formatDollars(toCents(product.product_price))} donation`}
      />
      {product.product_name !== 'Donation' && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {product.product_name}
        </Typography>
      )}
    </>
  );
}
