// The theme's tokens as the CSS custom properties the hand-written styles read (the shell, landing page, dashboard,
// toaster and the plain components' CSS). The build writes them into index.html (vite.config.ts), so the landing
// page has them without loading Chakra's JavaScript; nothing here is ever imported by the app itself.
import { tokenValue } from './theme';

/** Custom property name → the theme's token path. */
const CSS_TOKENS = {
  'brand-50': 'colors.brand.50',
  'brand-600': 'colors.brand.600',
  'brand-700': 'colors.brand.700',
  'brand-800': 'colors.brand.800',
  accent: 'colors.accent',
  ink: 'colors.gray.900',
  muted: 'colors.gray.600',
  line: 'colors.gray.200',
  bg: 'colors.gray.50',
  font: 'fonts.body',
} as const;

/** The `:root` rule that declares every custom property of CSS_TOKENS. */
export function tokenCss(): string {
  const declarations = Object.entries(CSS_TOKENS).map(([name, path]) => `--${name}:${tokenValue(path)}`);
  return `:root{${declarations.join(';')}}`;
}
