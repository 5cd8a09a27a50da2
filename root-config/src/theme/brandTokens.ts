/** Brand look as design tokens (CSS custom properties); micro-frontends use only these. */
export const brandTokens: Record<number, Record<string, string>> = {
  1: {
    '--color-primary': '#0a5bd3',
    '--color-header': '#0b1f3a',
    '--color-accent': '#ffc400',
  },
  2: {
    '--color-primary': '#6a1b9a',
    '--color-header': '#2a0f3d',
    '--color-accent': '#00c2a8',
  },
};

export function applyBrandTokens(brandId: number, root: HTMLElement = document.documentElement) {
  Object.entries(brandTokens[brandId] ?? {}).forEach(([name, value]) =>
    root.style.setProperty(name, value),
  );
}
