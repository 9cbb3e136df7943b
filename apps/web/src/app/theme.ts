import { createTheme } from '@mui/material/styles';

/** The association's colours; the server refuses any with less than WCAG AA contrast against white. */
export interface BrandColours {
  primary_color: string;
  secondary_color: string;
}

const DEFAULT_COLOURS: BrandColours = { primary_color: '#0b3d91', secondary_color: '#9a3412' };

// The other colours are picked for WCAG AA contrast on white and on the primary bar.
export const themeFor = ({ primary_color, secondary_color }: BrandColours = DEFAULT_COLOURS) =>
  createTheme({
    palette: {
      primary: { main: primary_color, contrastText: '#ffffff' },
      secondary: { main: secondary_color, contrastText: '#ffffff' },
      error: { main: '#b3261e' },
      success: { main: '#1b5e20' },
      warning: { main: '#8a4b00' },
      info: { main: '#01579b' },
      background: { default: '#f4f6fa', paper: '#ffffff' },
      text: { primary: '#1a1c20', secondary: '#4a4f57' },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    },
    components: {
      MuiCssBaseline: {
        // The visible mark of a required field; the alternative text after '/' keeps it out of the accessible name.
        styleOverrides: { '.cs-required::after': { content: '" *" / ""' } },
      },
      MuiTextField: { defaultProps: { margin: 'normal' } },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiLink: { defaultProps: { underline: 'always' } },
    },
  });
