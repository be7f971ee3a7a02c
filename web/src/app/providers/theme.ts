import { createTheme, DEFAULT_THEME, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/**
 * Mantine's orange with its two darkest shades darker, so the brand colour passes WCAG AA (4.5:1) as text on white
 * and under white text: shade 8 (filled buttons, links) #c2410c is 5.2:1, shade 9 (light and subtle buttons, the
 * active menu entry) #9a3412 is 7.3:1. Mantine's own shade 8, #e8590c, was 3.6:1.
 */
export const theme = createTheme({
  colors: {
    orange: [...DEFAULT_THEME.colors.orange.slice(0, 8), '#c2410c', '#9a3412'] as unknown as MantineColorsTuple,
  },
  primaryColor: 'orange',
  primaryShade: 8,
  defaultRadius: 'md',
  // The system's own interface font first, then Mantine's stack.
  fontFamily: `system-ui, ${DEFAULT_THEME.fontFamily}`,
  components: {
    // Mantine keeps every select's list in the page while it is closed, hidden: a form with nine selects drew nine
    // lists (the countries' 250 options among them) and placed each over its field on the screen's first render, one
    // forced style recalculation and one synchronous re-render each — a third of store settings' longest task on a
    // phone (docs/performance.md). The list is drawn when it opens; the field names it (aria-controls) only then.
    Combobox: { defaultProps: { keepMounted: false } },
  },
});

/**
 * Dimmed text: Mantine's grey #868e96 is 3.3:1 on white; #5c636a is 6.1:1 (5.3:1 on a light orange background).
 * Error texts (a field's message and its text, a screen that could not load, `c="red"`): Mantine's red 6 (#fa5252) is
 * 3.3:1 on white and its red 8 (#e03131) just 4.5:1; red 9 (#c92a2a) is 5.6:1, and 5.0:1 on a light red background.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-error': theme.colors.red[9],
    '--mantine-color-red-text': theme.colors.red[9],
  },
  dark: {},
});
