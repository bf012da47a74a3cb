// Tailwind 4 reads its theme from CSS (src/styles.css, `@theme`); this file is kept so editors and
// tooling that look for it find the content globs and the class-based dark mode in one place.
import type { Config } from 'tailwindcss';

export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  darkMode: 'class',
  theme: {
    extend: {
      screens: { xs: '576px', sidebar: '1192px' },
    },
  },
} satisfies Config;
