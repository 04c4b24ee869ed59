import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  selectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default theme, but only with the recipes Respira renders: the full preset ships every
 * component's styles on the landing page, which the JavaScript budget cannot afford.
 */
const base = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
      checkmark: checkmarkRecipe,
      radiomark: radiomarkRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      popover: popoverSlotRecipe,
      progress: progressSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      select: selectSlotRecipe,
      stat: statSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      tag: tagSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
});

const respira = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg.subtle', color: 'fg' },
    '*:focus-visible': { outline: '2px solid', outlineColor: 'teal.600', outlineOffset: '2px' },
  },
  theme: {
    // Chakra's solid buttons put white text on the 600 shade, which for teal, orange and green is under
    // WCAG's 4.5:1 (3.7, 3.6, 3.3); the 700 shade clears it (5.5, 5.2, 5.0).
    semanticTokens: {
      colors: {
        teal: { solid: { value: '{colors.teal.700}' } },
        orange: { solid: { value: '{colors.orange.700}' } },
        green: { solid: { value: '{colors.green.700}' } },
      },
    },
    tokens: {
      // The brand: the shell's header, footer, landing page and the app icon's colour. Tailwind's teal, which is
      // not Chakra's teal from 700 on; Chakra's screens keep Chakra's. The hand-written CSS reads these through
      // cssTokens.ts, never a copy.
      colors: {
        brand: {
          50: { value: '#f0fdfa' },
          600: { value: '#0d9488' },
          700: { value: '#0f766e' },
          800: { value: '#115e59' },
        },
        accent: { value: '#c2410c' },
      },
      fonts: {
        heading: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
        body: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
      },
    },
  },
});

export const system = createSystem(mergeConfigs(defaultBaseConfig, base), respira);

/**
 * A token's value, for what cannot read a CSS custom property (SVG attributes, Stripe's form, the web manifest).
 * Throws on a path the theme lacks, so a renamed token fails loudly instead of drawing in no colour.
 */
export function tokenValue(path: string): string {
  const value: unknown = system.token(path, '');
  if (typeof value !== 'string' || value === '') throw new Error(`The Chakra theme has no token ${path}`);
  return value;
}
