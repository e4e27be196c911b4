// Mantine breakpoints (min-width) from SPEC §9: mobile layout at 767px and below.
const px = (n) => `${n / 16}em`;

export default {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        'mantine-breakpoint-xs': px(480),
        'mantine-breakpoint-sm': px(768),
        'mantine-breakpoint-md': px(992),
        'mantine-breakpoint-lg': px(1200),
        'mantine-breakpoint-xl': px(1400),
        'mantine-breakpoint-xxl': px(1700),
        'mantine-breakpoint-xxxl': px(1950),
      },
    },
  },
};
