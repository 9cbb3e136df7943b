// The association's terms and conditions and its privacy policy, linked where members agree to
// them (console settings; a document shows only once its address is set). They open in a new tab
// so the form keeps its place.
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useSettings } from '../lib/settings';

export function TermsLink() {
  const settings = useSettings().data;
  const documents = [
    { url: settings?.terms_url, text: 'Read the terms and conditions (opens in a new tab)' },
    { url: settings?.privacy_url, text: 'Read the privacy policy (opens in a new tab)' },
  ].flatMap(({ url, text }) => (url ? [{ url, text }] : []));
  return documents.map(({ url, text }) => (
    <Typography key={text} sx={{ my: 1 }}>
      <Link href={url} target="_blank" rel="noopener noreferrer">
        {text}
      </Link>
    </Typography>
  ));
}
