// The link that downloads a console report as a CSV file (the session cookie authorises it),
// named "Download CSV" unless the screen says what the file is for.
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';

export function CsvLink({
  href,
  sx = { mt: 2 },
  children = 'Download CSV',
}: {
  href: string;
  sx?: SxProps<Theme>;
  children?: string;
}) {
  return (
    <Button variant="outlined" component="a" href={href} download sx={sx}>
      {children}
    </Button>
  );
}
