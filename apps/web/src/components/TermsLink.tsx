// The association's terms and conditions, linked where members agree to them (a console setting;
// nothing shows while none is set). They open in a new tab so the form keeps its place.
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useSettings } from '../lib/settings';

export function TermsLink() {
  const url = useSettings().data?.terms_url;
  if (!url) return null;
  return (
    <Typography sx={{ my: 1 }}>
      <Link href={url} target="_blank" rel="noopener noreferrer">
        Read the terms and conditions (opens in a new tab)
      </Link>
    </Typography>
  );
}
