import { formatDollars, PAY_MSG, ZVoucherValidateRequest, type TVoucherCart } from '@courtside/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FieldGrid } from '../../components/form/FieldGrid';
import { FormTextField } from '../../components/form/FormTextField';
import { ApiError } from '../../lib/api-client';
import { maskDigits } from '../../lib/dates';
import { schemaResolver } from '../../lib/form';
import { validateVoucher, type VoucherInput } from './api/validate-voucher';
import { isPartialUse, maskVoucherNumber, voucherDiscount, type AppliedVoucher } from './voucher';

interface VoucherValues {
  voucherNumber: string;
  voucherPin: string;
}
const EMPTY: VoucherValues = { voucherNumber: '', voucherPin: '' };

const VOUCHER_REMOVED = 'The voucher applied before was removed. Apply it again to use it.';
const voucherKindNote = (akv: boolean) =>
  akv
    ? 'This is an Active & Creative Kids voucher, so it was applied as one'
    : 'This is an association voucher, so it was applied as one';

export interface VoucherFormProps {
  /** What the voucher would apply to, in cents (for the discount and the partial-use question). */
  totalCents: number;
  /** Which kinds this purchase accepts: Active & Creative Kids (akv) and/or the association's own. */
  kinds: { akv: boolean; client: boolean };
  applied: AppliedVoucher | null;
  onChange: (voucher: AppliedVoucher | null) => void;
  /** The validate call; membership uses its own endpoint, every other area the default. */
  validate?: (input: VoucherInput) => Promise<TVoucherCart>;
  disabled?: boolean;
}

/**
 * Voucher entry. Validate then apply, or show the error in
 * red and clear. A fixed voucher worth more than the total asks before it is used;
 * declining removes it. An applied voucher is removed when the form is opened again.
 * The number says which kind a voucher is: one entered under the other type is applied
 * as the kind it is (and said so), or refused when this purchase does not take that kind.
 */
export function VoucherForm({
  totalCents,
  kinds,
  applied,
  onChange,
  validate = validateVoucher,
  disabled,
}: VoucherFormProps) {
  const [akv, setAkv] = useState(kinds.akv);
  const [failure, setFailure] = useState<string | null>(null);
  // Opening the form removes the voucher applied before; the member is told, until they apply one.
  const [removedOnOpen, setRemovedOnOpen] = useState(applied !== null);
  const [removing, setRemoving] = useState(applied !== null);
  useEffect(() => {
    if (!removing) return;
    setRemoving(false);
    onChange(null);
  }, [removing, onChange]);
  const [pending, setPending] = useState<AppliedVoucher | null>(null);
  const check = useMutation({ mutationFn: validate });
  const { control, handleSubmit, reset } = useForm<VoucherValues>({
    defaultValues: EMPTY,
    resolver: schemaResolver(() => ZVoucherValidateRequest),
  });

  if (!kinds.akv && !kinds.client)
    return <Typography sx={{ my: 1 }}>Vouchers cannot be used for this purchase.</Typography>;

  if (applied && !removing) {
    return (
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ my: 2, alignItems: { sm: 'center' } }}>
        <Alert severity="success" role="status" sx={{ flex: 1 }}>
          {PAY_MSG.voucherApplied}: {applied.cart.voucher_number}, discount{' '}
          {formatDollars(voucherDiscount(totalCents, applied))}
          {kinds.akv && kinds.client && applied.akv !== akv && <>. {voucherKindNote(applied.akv)}</>}
        </Alert>
        <Button variant="outlined" disabled={disabled} onClick={() => onChange(null)}>
          Remove voucher
        </Button>
      </Stack>
    );
  }

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    setRemovedOnOpen(false);
    const input = {
      voucherNumber: values.voucherNumber.trim(),
      voucherPin: values.voucherPin.trim(),
      akv: kinds.akv && (akv || !kinds.client),
    };
    check.mutate(input, {
      onSuccess: (cart) => {
        reset(EMPTY);
        if (!(cart.akv ? kinds.akv : kinds.client)) {
          onChange(null);
          setFailure(PAY_MSG.voucherNotEligible);
          return;
        }
        const voucher = { ...input, akv: cart.akv, cart };
        if (isPartialUse(totalCents, cart)) setPending(voucher);
        else onChange(voucher);
      },
      onError: (err) => {
        reset(EMPTY);
        onChange(null);
        setFailure(err instanceof ApiError ? err.message : PAY_MSG.voucherInvalid);
      },
    });
  });

  const answerPartial = (proceed: boolean) => {
    onChange(proceed ? pending : null);
    setPending(null);
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Voucher" sx={{ my: 1 }}>
      {kinds.akv && kinds.client && (
        <FormControl sx={{ mt: 1 }}>
          <FormLabel id="voucher-kind-label">Voucher type</FormLabel>
          <RadioGroup
            row
            aria-labelledby="voucher-kind-label"
            value={akv ? 'akv' : 'client'}
            onChange={(e) => setAkv(e.target.value === 'akv')}
          >
            <FormControlLabel value="akv" control={<Radio />} label="Active & Creative Kids voucher" />
            <FormControlLabel value="client" control={<Radio />} label="Association voucher" />
          </RadioGroup>
        </FormControl>
      )}
      <FieldGrid>
        <FormTextField
          control={control}
          name="voucherNumber"
          label="Voucher Number"
          required
          disabled={disabled}
          transform={maskVoucherNumber}
          hint="Letters and digits only, no spaces or symbols"
          inputProps={{ maxLength: 50, autoCapitalize: 'characters' }}
        />
        <FormTextField
          control={control}
          name="voucherPin"
          label="Voucher Pin"
          required
          disabled={disabled}
          transform={(t) => maskDigits(t, 4)}
          hint="4 digits: the day and month of the recipient's birthday (DDMM)"
          inputProps={{ inputMode: 'numeric', maxLength: 4 }}
        />
      </FieldGrid>
      {removedOnOpen && (
        <Typography role="status" sx={{ my: 1 }}>
          {VOUCHER_REMOVED}
        </Typography>
      )}
      {failure && (
        <Typography role="alert" color="error" sx={{ my: 1 }}>
          {failure}
        </Typography>
      )}
      <Button type="submit" variant="outlined" disabled={disabled || check.isPending}>
        Apply voucher
      </Button>
      <Dialog
        open={pending !== null}
        onClose={() => answerPartial(false)}
        aria-labelledby="voucher-partial-title"
        aria-describedby="voucher-partial-text"
      >
        <DialogTitle id="voucher-partial-title">Use less than the full value?</DialogTitle>
        <DialogContent>
          <DialogContentText id="voucher-partial-text">{PAY_MSG.voucherPartialUse}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => answerPartial(false)}>No</Button>
          <Button variant="contained" onClick={() => answerPartial(true)} autoFocus>
            Yes
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
