/** sx that hides text on screen but keeps it for screen readers. */
// Sizes are strings: in MUI's sx a number from 0 to 1 is a fraction (width: 1 is 100%).
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
