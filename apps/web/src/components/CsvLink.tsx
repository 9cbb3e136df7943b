// The link that downloads a console report as a CSV file (the session cookie authorises it).
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';

export function CsvLink({ href, sx = { mt: 2 } }: { href: string; sx?: SxProps<Theme> }) {
  return (
    <Button variant="outlined" component="a" href={href} download sx={sx}>
      Download CSV
    </Button>
  );
}
