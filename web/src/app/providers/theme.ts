import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'orange',
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
});
